/** The names of the catalog's regions, as Settings' Region choice gives them: said wherever a region is named, never its code. */
import type { SettingsView } from '$lib/gateway';
import { countryName } from '../log/country-names';

type Region = SettingsView['region'];

export const REGION_NAMES: Record<Region, string> = {
	US: 'United States',
	IN: 'India'
};

/** "India" for IN; a code Settings does not offer (a catalog's answer may carry any) by the browser's name for it. */
export function regionName(code: string): string {
	return code in REGION_NAMES ? REGION_NAMES[code as Region] : countryName(code);
}
