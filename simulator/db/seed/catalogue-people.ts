import type { Faker } from '@faker-js/faker';

/**
 * Reviewers and the people who ask and answer questions: nicknames that read like people (a first name and
 * an initial, or a handle a hiker would pick) and real places of the review's country. Faker's usernames
 * ("Demetris.Nienow61") and invented cities ("East Randystead") read like test data.
 */

const FIRST_NAMES_EN = [
  'Megan',
  'Dave',
  'Priya',
  'Carlos',
  'Hannah',
  'Jordan',
  'Emily',
  'Marcus',
  'Lauren',
  'Tom',
  'Aisha',
  'Kevin',
  'Rachel',
  'Sam',
  'Olivia',
  'Ben',
  'Grace',
  'Luis',
  'Nora',
  'Ethan',
];

const FIRST_NAMES_FR = [
  'Marie-Ève',
  'Julien',
  'Geneviève',
  'Mathieu',
  'Sophie',
  'Louis',
  'Camille',
  'Étienne',
  'Émilie',
  'Olivier',
  'Catherine',
  'Maxime',
];

/** Handles hikers pick, completed with a name or a number that means something (a year, a peak count). */
const HANDLES = [
  (name: string) => `${name}Hikes`,
  (name: string) => `TrailMom${name.charAt(0)}`,
  () => 'PeakBagger46',
  () => 'WeekendWanderer',
  () => 'SwitchbackSally',
  () => 'CampCoffeeFan',
  () => 'RidgeRunner',
  () => 'ThruHiker2019',
  () => 'MossyBoots',
  (name: string) => `${name}OnTheTrail`,
  () => 'DogAndTrail',
  () => 'ColdFeetNoMore',
];

const PLACES: Readonly<Record<string, readonly string[]>> = {
  'en-us': [
    'Boulder, CO',
    'Portland, OR',
    'Seattle, WA',
    'Bend, OR',
    'Asheville, NC',
    'Salt Lake City, UT',
    'Burlington, VT',
    'Duluth, MN',
    'Flagstaff, AZ',
    'Missoula, MT',
    'Madison, WI',
    'Sacramento, CA',
    'Ann Arbor, MI',
    'Denver, CO',
  ],
  'en-ca': ['Calgary, AB', 'Vancouver, BC', 'Squamish, BC', 'Toronto, ON', 'Halifax, NS', 'Canmore, AB'],
  'fr-ca': ['Québec, QC', 'Montréal, QC', 'Sherbrooke, QC', 'Rimouski, QC', 'Gatineau, QC', 'Saguenay, QC'],
};

const firstName = (faker: Faker, locale: string) =>
  faker.helpers.arrayElement(locale.startsWith('fr') ? FIRST_NAMES_FR : FIRST_NAMES_EN);

/** A nickname: mostly "Megan T.", sometimes a hiker's handle. */
export function nickname(faker: Faker, locale = 'en-us'): string {
  const name = firstName(faker, locale);
  if (faker.datatype.boolean({ probability: 0.35 })) return faker.helpers.arrayElement(HANDLES)(name);
  return `${name} ${faker.string.alpha({ length: 1, casing: 'upper', exclude: ['Q', 'X', 'Z'] })}.`;
}

/** A real town of the review's country ("Boulder, CO", "Sherbrooke, QC"). */
export function place(faker: Faker, locale: string): string {
  return faker.helpers.arrayElement(PLACES[locale] ?? PLACES['en-us'] ?? []);
}
