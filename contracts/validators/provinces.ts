import type { AddressFieldRule } from '../entities/country';

type ProvinceOptions = NonNullable<AddressFieldRule['options']>;

/** The languages the sites are written in; subdivision names are held in each. */
export type SubdivisionLanguage = 'en' | 'fr';

/** One subdivision: its code and its name in every site language (the one table both languages read). */
type Subdivision = readonly [code: string, en: string, fr: string];

/** US states and the District of Columbia. */
const US: readonly Subdivision[] = [
  ['AL', 'Alabama', 'Alabama'],
  ['AK', 'Alaska', 'Alaska'],
  ['AZ', 'Arizona', 'Arizona'],
  ['AR', 'Arkansas', 'Arkansas'],
  ['CA', 'California', 'Californie'],
  ['CO', 'Colorado', 'Colorado'],
  ['CT', 'Connecticut', 'Connecticut'],
  ['DE', 'Delaware', 'Delaware'],
  ['DC', 'District of Columbia', 'District de Columbia'],
  ['FL', 'Florida', 'Floride'],
  ['GA', 'Georgia', 'Géorgie'],
  ['HI', 'Hawaii', 'Hawaï'],
  ['ID', 'Idaho', 'Idaho'],
  ['IL', 'Illinois', 'Illinois'],
  ['IN', 'Indiana', 'Indiana'],
  ['IA', 'Iowa', 'Iowa'],
  ['KS', 'Kansas', 'Kansas'],
  ['KY', 'Kentucky', 'Kentucky'],
  ['LA', 'Louisiana', 'Louisiane'],
  ['ME', 'Maine', 'Maine'],
  ['MD', 'Maryland', 'Maryland'],
  ['MA', 'Massachusetts', 'Massachusetts'],
  ['MI', 'Michigan', 'Michigan'],
  ['MN', 'Minnesota', 'Minnesota'],
  ['MS', 'Mississippi', 'Mississippi'],
  ['MO', 'Missouri', 'Missouri'],
  ['MT', 'Montana', 'Montana'],
  ['NE', 'Nebraska', 'Nebraska'],
  ['NV', 'Nevada', 'Nevada'],
  ['NH', 'New Hampshire', 'New Hampshire'],
  ['NJ', 'New Jersey', 'New Jersey'],
  ['NM', 'New Mexico', 'Nouveau-Mexique'],
  ['NY', 'New York', 'New York'],
  ['NC', 'North Carolina', 'Caroline du Nord'],
  ['ND', 'North Dakota', 'Dakota du Nord'],
  ['OH', 'Ohio', 'Ohio'],
  ['OK', 'Oklahoma', 'Oklahoma'],
  ['OR', 'Oregon', 'Oregon'],
  ['PA', 'Pennsylvania', 'Pennsylvanie'],
  ['RI', 'Rhode Island', 'Rhode Island'],
  ['SC', 'South Carolina', 'Caroline du Sud'],
  ['SD', 'South Dakota', 'Dakota du Sud'],
  ['TN', 'Tennessee', 'Tennessee'],
  ['TX', 'Texas', 'Texas'],
  ['UT', 'Utah', 'Utah'],
  ['VT', 'Vermont', 'Vermont'],
  ['VA', 'Virginia', 'Virginie'],
  ['WA', 'Washington', 'Washington'],
  ['WV', 'West Virginia', 'Virginie-Occidentale'],
  ['WI', 'Wisconsin', 'Wisconsin'],
  ['WY', 'Wyoming', 'Wyoming'],
];

/** Canadian provinces and territories (their official French names). */
const CA: readonly Subdivision[] = [
  ['AB', 'Alberta', 'Alberta'],
  ['BC', 'British Columbia', 'Colombie-Britannique'],
  ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'],
  ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'],
  ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'],
  ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'],
  ['YT', 'Yukon', 'Yukon'],
];

const SUBDIVISIONS: Readonly<Record<string, readonly Subdivision[]>> = { US, CA };

/** The language of a locale's names: French for fr-*, else English. */
export const subdivisionLanguage = (locale: string | undefined): SubdivisionLanguage =>
  locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';

/** A country's subdivisions as name and code pairs in a language, sorted by name as that language reads. */
export function subdivisionOptions(
  countryCode: string,
  language: SubdivisionLanguage,
): ProvinceOptions | undefined {
  const list = SUBDIVISIONS[countryCode.toUpperCase()];
  if (!list) return undefined;
  const column = language === 'fr' ? 2 : 1;
  return list
    .map((row) => ({ name: row[column], code: row[0] }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * A province list in a language: every subdivision the table knows is named in it, and one it does not
 * know (a server rule's own option) keeps the name it came with; sorted by name as that language reads.
 */
export function subdivisionsIn(
  countryCode: string,
  options: ProvinceOptions,
  language: SubdivisionLanguage,
): ProvinceOptions {
  const names = new Map((subdivisionOptions(countryCode, language) ?? []).map((o) => [o.code, o.name]));
  return options
    .map((o) => ({ code: o.code, name: names.get(o.code) ?? o.name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** US states and the District of Columbia, in English (the contracts' default rule set). */
export const US_STATES: ProvinceOptions = subdivisionOptions('US', 'en') ?? [];

/** Canadian provinces and territories, in English. */
export const CA_PROVINCES: ProvinceOptions = subdivisionOptions('CA', 'en') ?? [];
