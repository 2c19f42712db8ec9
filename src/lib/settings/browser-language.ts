/**
 * The language TMDB is asked in when the person has chosen none: the browser's, as the nearest of
 * the tags TMDB translates into ("pt-BR", "it-IT"); a language TMDB has no translations in, English.
 * Loaded by the settings only where TMDB answers or Settings names it (app-settings.ts).
 */
import { DEFAULT_LANGUAGE } from './settings-schema';

/** TMDB's primary translations (its /configuration/primary_translations), by language then country. */
const TMDB_TAGS =
	'af-ZA ar-AE,BH,EG,IQ,JO,LY,MA,QA,SA,TD,YE be-BY bg-BG bn-BD,IN br-FR ca-AD,ES ch-GU cs-CZ cy-GB da-DK de-AT,CH,DE el-CY,GR ' +
	'en-AG,AU,BB,BZ,CA,CM,GB,GG,GH,GI,GY,IE,JM,KE,LC,MW,NZ,PG,TC,US,ZM,ZW eo-EO es-AR,CL,DO,EC,ES,GQ,GT,HN,MX,NI,PA,PE,PY,SV,UY ' +
	'et-EE eu-ES fa-IR fi-FI fr-BF,CA,CD,CI,FR,GF,GP,MC,ML,MU,PF ga-IE gd-GB gl-ES he-IL hi-IN hr-HR hu-HU hy-AM id-ID it-IT,VA ' +
	'ja-JP ka-GE kk-KZ kn-IN ko-KR ku-TR ky-KG lt-LT lv-LV ml-IN mr-IN ms-MY,SG nb-NO ne-NP nl-BE,NL no-NO oc-FR pa-IN pl-PL ' +
	'pt-AO,BR,MZ,PT ro-MD,RO ru-RU si-LK sk-SK sl-SI so-SO sq-AL,XK sr-ME,RS sv-SE sw-TZ ta-IN te-IN th-TH tl-PH tr-TR uk-UA ' +
	'ur-PK uz-UZ vi-VN zh-CN,HK,SG,TW zu-ZA';

let known: Set<string> | undefined;

function isKnown(tag: string): boolean {
	known ??= new Set(
		TMDB_TAGS.split(' ').flatMap((group) => {
			const [language, regions] = group.split('-');
			return regions!.split(',').map((region) => `${language}-${region}`);
		})
	);
	return known.has(tag);
}

/** A browser's tag as TMDB's: its own country where TMDB translates for it, else the language's main one ("pt" is Brazil's). */
function asTmdb(tag: string): string | undefined {
	let locale: Intl.Locale;
	try {
		locale = new Intl.Locale(tag);
	} catch {
		return undefined;
	}
	// Browsers say Tagalog as Filipino; TMDB says Latin America's Spanish as Mexico's.
	const language = locale.language === 'fil' ? 'tl' : locale.language;
	const own = locale.region === '419' ? 'MX' : (locale.region ?? locale.maximize().region);
	const main = new Intl.Locale(language).maximize().region;
	return [own, main].map((region) => `${language}-${region}`).find(isKnown);
}

/** The first of the browser's languages, in its order of preference, that TMDB translates into; else English. */
export function tmdbLanguage(preferred: readonly string[]): string {
	for (const tag of preferred) {
		const found = asTmdb(tag);
		if (found) return found;
	}
	return DEFAULT_LANGUAGE;
}

/** The browser's language as TMDB's; English where there is no browser (Node). */
export function browserLanguage(): string {
	const nav = globalThis.navigator as Navigator | undefined;
	return tmdbLanguage(nav ? [...(nav.languages ?? []), nav.language].filter(Boolean) : []);
}
