/** The provider the app uses when none is passed in: the demo catalog until a TMDB token is set. */
import type { CatalogProvider } from './catalog-provider';
import { DemoCatalogProvider } from './demo/demo-provider';

export function configuredProvider(now: () => Date): CatalogProvider {
	return new DemoCatalogProvider(now);
}
