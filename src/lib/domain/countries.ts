/**
 * The regions a watch's platformCountry may name: TMDB's /configuration/countries list of
 * ISO 3166-1 codes, which keeps a few codes of countries that no longer exist (XC
 * Czechoslovakia, SU Soviet Union) because its catalog dates releases there. The spec's US and
 * IN are in it.
 */
// Grouped by first letter ("ADEF": AD, AE, AF), one string rather than an array literal: this
// ships with the first screen, and the groups compress to about half of the codes written out.
const BY_FIRST_LETTER = 'ADEFGILMNOQRSTUWZ BABDEFGHIJMNORSTUVWYZ CACDFGHIKLMNORSUVXYZ DEJKMOZ ECEGHRST FIJKMOR GABDEFHILMNPQRSTUWY HKMNRTU IDELNOQRST JMOP KEGHIMNPRWYZ LABCIKRSTUVY MACDEGHKLMNOPQRSTUVWXYZ NACEFGILOPRUZ OM PAEFGHKLMNRSTWY QA REOSUW SABCDEGHIJKLMNORSTUVYZ TCDFGHJKLMNOPRTVWZ UAGMSYZ VACEGINU WFS XCGIK YETU ZAMRW';

export const COUNTRY_CODES = BY_FIRST_LETTER.split(' ').flatMap((group) => [...group.slice(1)].map((second) => group[0] + second)) as [string, ...string[]];
