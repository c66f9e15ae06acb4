import type { Gender, ProductType } from './catalogue-types';

/**
 * Product names as bilingual data: a name is composed per language from the seed's structured parts
 * (gender, model words, type noun), never translated from the English string afterwards. Canadian French
 * serves fr-ca and fr-fr alike.
 */

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** A text in every language of the shop. */
export type Bilingual = Readonly<Record<Language, string>>;

/** The language of a locale (`fr-ca` -> fr); English for anything else. */
export const languageOf = (locale: string | undefined): Language =>
  locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';

/** The nouns generated names are made of, per type (the English noun is the key the seed stores). */
export const TYPE_NOUNS: Readonly<Record<ProductType, readonly Bilingual[]>> = {
  jackets: [
    { en: 'Down Jacket', fr: 'Manteau en duvet' },
    { en: 'Shell Jacket', fr: 'Veste coquille' },
    { en: 'Insulated Parka', fr: 'Parka isolée' },
    { en: 'Rain Jacket', fr: 'Imperméable' },
    { en: 'Softshell Jacket', fr: 'Veste à coquille souple' },
    { en: 'Hybrid Jacket', fr: 'Veste hybride' },
  ],
  fleece: [
    { en: 'Fleece Jacket', fr: 'Veste polaire' },
    { en: 'Fleece Hoodie', fr: 'Kangourou polaire' },
    { en: 'Quarter-Zip Fleece', fr: 'Polaire à quart de glissière' },
    { en: 'Fleece Vest', fr: 'Veste sans manches polaire' },
  ],
  baseLayers: [
    { en: 'Merino Crew', fr: 'Chandail ras du cou en mérinos' },
    { en: 'Base Layer Top', fr: 'Haut de couche de base' },
    { en: 'Base Layer Tights', fr: 'Collant de couche de base' },
    { en: 'Thermal Zip Neck', fr: 'Haut thermique à col zippé' },
  ],
  pants: [
    { en: 'Hiking Pants', fr: 'Pantalon de randonnée' },
    { en: 'Convertible Pants', fr: 'Pantalon convertible' },
    { en: 'Climbing Pants', fr: 'Pantalon d’escalade' },
    { en: 'Rain Pants', fr: 'Pantalon imperméable' },
    { en: 'Trail Shorts', fr: 'Short de sentier' },
  ],
  hikingBoots: [
    { en: 'Mid Waterproof Boot', fr: 'Botte mi-haute imperméable' },
    { en: 'Hiking Boot', fr: 'Botte de randonnée' },
    { en: 'Backpacking Boot', fr: 'Botte de longue randonnée' },
    { en: 'Leather Hiker', fr: 'Botte de randonnée en cuir' },
  ],
  trailRunners: [
    { en: 'Trail Runner', fr: 'Chaussure de course en sentier' },
    { en: 'Trail Running Shoe', fr: 'Chaussure de trail' },
    { en: 'Ultra Trail Shoe', fr: 'Chaussure d’ultra-trail' },
  ],
  sneakers: [
    { en: 'Sneaker', fr: 'Espadrille' },
    { en: 'Low Sneaker', fr: 'Espadrille basse' },
    { en: 'Street Sneaker', fr: 'Espadrille urbaine' },
    { en: 'Canvas Sneaker', fr: 'Espadrille en toile' },
  ],
  sandals: [
    { en: 'Sandal', fr: 'Sandale' },
    { en: 'Slide', fr: 'Claquette' },
    { en: 'Sport Sandal', fr: 'Sandale sport' },
    { en: 'Flip-Flop', fr: 'Tong' },
  ],
  backpacks: [
    { en: 'Daypack', fr: 'Sac de jour' },
    { en: 'Backpack', fr: 'Sac à dos' },
    { en: 'Hiking Pack', fr: 'Sac de randonnée' },
    { en: 'Travel Pack', fr: 'Sac de voyage' },
    { en: 'Commuter Pack', fr: 'Sac urbain' },
  ],
  tents: [
    { en: '2-Person Tent', fr: 'Tente 2 places' },
    { en: '3-Person Tent', fr: 'Tente 3 places' },
    { en: 'Ultralight Tent', fr: 'Tente ultralégère' },
    { en: 'Four-Season Tent', fr: 'Tente quatre saisons' },
  ],
  sleepingBags: [
    { en: 'Down Sleeping Bag', fr: 'Sac de couchage en duvet' },
    { en: 'Synthetic Sleeping Bag', fr: 'Sac de couchage synthétique' },
    { en: 'Mummy Bag', fr: 'Sac de couchage momie' },
  ],
  hatsGloves: [
    { en: 'Beanie', fr: 'Tuque' },
    { en: 'Sun Hat', fr: 'Chapeau de soleil' },
    { en: 'Trucker Cap', fr: 'Casquette de camionneur' },
    { en: 'Insulated Gloves', fr: 'Gants isolés' },
    { en: 'Fleece Gloves', fr: 'Gants polaires' },
  ],
  socks: [
    { en: 'Hiking Socks', fr: 'Chaussettes de randonnée' },
    { en: 'Merino Socks', fr: 'Chaussettes en mérinos' },
    { en: 'Trail Running Socks', fr: 'Chaussettes de course en sentier' },
    { en: 'Crew Socks', fr: 'Chaussettes mi-mollet' },
  ],
  giftCards: [{ en: 'E-Gift Card', fr: 'Carte-cadeau électronique' }],
};

/** Nouns only the well-known fixtures use (never drawn for generated products). */
const FIXTURE_NOUNS: Readonly<Partial<Record<ProductType, readonly Bilingual[]>>> = {
  backpacks: [{ en: 'Custom Daypack', fr: 'Sac de jour personnalisable' }],
  sandals: [{ en: 'Slide Sandal', fr: 'Sandale à enfiler' }],
};

/** Model words: proper names, the same in every language. */
export const MODEL_WORDS: readonly string[] = [
  'Summit',
  'Ridge',
  'Alpine',
  'Glacier',
  'Cascade',
  'Storm',
  'Basecamp',
  'Timberline',
  'Canyon',
  'Granite',
  'Tundra',
  'Switchback',
  'Boulder',
  'Aurora',
  'Crestline',
  'Highland',
  'Meridian',
  'Sierra',
  'Coastal',
  'Trailhead',
];

/** What a product's name is made of. */
export interface NameParts {
  readonly gender: Gender;
  /** Proper names ("Summit", "Storm Ridge"); a brand line such as "SummitPeak" fits too. */
  readonly models: readonly string[];
  /** The English noun: the key into TYPE_NOUNS / FIXTURE_NOUNS of the product's type. */
  readonly noun: string;
}

const nounTable = (type: ProductType): readonly Bilingual[] => [
  ...TYPE_NOUNS[type],
  ...(FIXTURE_NOUNS[type] ?? []),
];

export function nounOf(type: ProductType, english: string): Bilingual {
  const noun = nounTable(type).find((n) => n.en === english);
  if (!noun) throw new Error(`no noun "${english}" for ${type}`);
  return noun;
}

const GENDER_PREFIX_EN: Readonly<Record<Gender, string>> = { men: "Men's ", women: "Women's ", unisex: '' };
const GENDER_SUFFIX_FR: Readonly<Record<Gender, string>> = {
  men: ' pour hommes',
  women: ' pour femmes',
  unisex: '',
};

/**
 * The product's name in a language: "Men's Summit Down Jacket" in English, "Manteau en duvet Summit pour
 * hommes" in French (noun first, the model as a proper name, the gender last, as Quebec shops write it).
 */
export function composeName(type: ProductType, parts: NameParts, language: Language): string {
  const noun = nounOf(type, parts.noun);
  const models = parts.models.join(' ');
  return language === 'fr'
    ? `${noun.fr} ${models}${GENDER_SUFFIX_FR[parts.gender]}`
    : `${GENDER_PREFIX_EN[parts.gender]}${models} ${noun.en}`;
}
