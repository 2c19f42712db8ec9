import { describe, expect, it } from 'vitest';
import { REGION_NAMES, regionName } from '../../../../src/lib/ui/settings/region-names';

describe('a region named where the app says it', () => {
	it('is called what Settings calls it, never its code', () => {
		expect(regionName('IN')).toBe('India');
		expect(regionName('US')).toBe('United States');
		expect(Object.keys(REGION_NAMES)).toEqual(['US', 'IN']);
	});

	it('is named by the browser for a code Settings does not offer', () => {
		expect(regionName('GB')).toBe('United Kingdom');
	});
});
