/** Where the guide to the full catalog opens: in Settings, ending at the token field. */
import { resolve } from '$app/paths';

export const CATALOG_GUIDE_ID = 'catalog-guide';

export function catalogGuideHref(): string {
	return resolve(`/settings#${CATALOG_GUIDE_ID}`);
}
