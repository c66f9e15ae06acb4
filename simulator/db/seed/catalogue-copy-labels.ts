import type { Bilingual, Language } from './catalogue-copy-names';

/**
 * The catalogue's short texts in every language, keyed by the seed's codes: colours (by colour code),
 * colour families, badges, eyebrows, categories (by id), sizes and the labels of attributes and facets.
 */

/** Colour names by colour code (the palette's codes). */
export const COLOR_LABELS: Readonly<Record<string, Bilingual>> = {
  BLK: { en: 'Summit Black', fr: 'Noir sommet' },
  AGR: { en: 'Asphalt Grey', fr: 'Gris asphalte' },
  NVY: { en: 'Summit Navy', fr: 'Marine sommet' },
  ABL: { en: 'Alpine Blue', fr: 'Bleu alpin' },
  FGR: { en: 'Forest Green', fr: 'Vert forêt' },
  MOS: { en: 'Moss', fr: 'Mousse' },
  FRD: { en: 'Fiery Red', fr: 'Rouge feu' },
  BOR: { en: 'Burnt Orange', fr: 'Orange brûlé' },
  SYL: { en: 'Sun Yellow', fr: 'Jaune soleil' },
  GWH: { en: 'Glacier White', fr: 'Blanc glacier' },
  SND: { en: 'Sand Khaki', fr: 'Kaki sable' },
  EBR: { en: 'Earth Brown', fr: 'Brun terre' },
  PLM: { en: 'Plum', fr: 'Prune' },
  CPK: { en: 'Coral Pink', fr: 'Rose corail' },
  SLB: { en: 'Slate Blue', fr: 'Bleu ardoise' },
  OLV: { en: 'Olive', fr: 'Olive' },
};

/** Colour families, as the colour facet names them. */
export const COLOR_FAMILY_LABELS: Readonly<Record<string, Bilingual>> = {
  black: { en: 'Black', fr: 'Noir' },
  grey: { en: 'Grey', fr: 'Gris' },
  blue: { en: 'Blue', fr: 'Bleu' },
  green: { en: 'Green', fr: 'Vert' },
  red: { en: 'Red', fr: 'Rouge' },
  orange: { en: 'Orange', fr: 'Orange' },
  yellow: { en: 'Yellow', fr: 'Jaune' },
  white: { en: 'White', fr: 'Blanc' },
  brown: { en: 'Brown', fr: 'Brun' },
  purple: { en: 'Purple', fr: 'Mauve' },
  pink: { en: 'Pink', fr: 'Rose' },
  multi: { en: 'Multi', fr: 'Multicolore' },
};

export const BADGE_LABELS = {
  new: { en: 'New', fr: 'Nouveau' },
  bestSeller: { en: 'Best seller', fr: 'Meilleur vendeur' },
  onlineOnly: { en: 'Online only', fr: 'Exclusivité Web' },
  eco: { en: 'Eco', fr: 'Écoresponsable' },
} as const satisfies Record<string, Bilingual>;
export type BadgeKey = keyof typeof BADGE_LABELS;
export const BADGES = Object.keys(BADGE_LABELS) as BadgeKey[];

export const EYEBROW_LABELS = {
  bestSeller: { en: 'Best seller', fr: 'Meilleur vendeur' },
  recycled: { en: 'Recycled materials', fr: 'Matières recyclées' },
  waterproof: { en: 'Waterproof', fr: 'Imperméable' },
  lightweight: { en: 'Lightweight', fr: 'Léger' },
  makeItYours: { en: 'Make it yours', fr: 'À personnaliser' },
  deliveredByEmail: { en: 'Delivered by e-mail', fr: 'Livrée par courriel' },
} as const satisfies Record<string, Bilingual>;
export type EyebrowKey = keyof typeof EYEBROW_LABELS;
/** Eyebrows generated products may carry (the others belong to fixtures). */
export const EYEBROWS: readonly EyebrowKey[] = ['bestSeller', 'recycled', 'waterproof', 'lightweight'];

/** French category names by category id (the English names live in the category tree). */
export const CATEGORY_NAMES_FR: Readonly<Record<string, string>> = {
  '1000': 'Hommes',
  '100110': 'Manteaux et vestes pour hommes',
  '100120': 'Polaires pour hommes',
  '100130': 'Couches de base pour hommes',
  '100140': 'Pantalons pour hommes',
  '2000': 'Femmes',
  '200110': 'Manteaux et vestes pour femmes',
  '200120': 'Polaires pour femmes',
  '200130': 'Couches de base pour femmes',
  '200140': 'Pantalons pour femmes',
  '3000': 'Chaussures',
  '300110': 'Bottes de randonnée',
  '300120': 'Chaussures de course en sentier',
  '300130': 'Espadrilles',
  '300140': 'Sandales',
  '4000': 'Équipement',
  '400110': 'Sacs à dos',
  '400120': 'Tentes',
  '400130': 'Sacs de couchage',
  '5000': 'Accessoires',
  '500110': 'Chapeaux et gants',
  '500120': 'Chaussettes',
  '500130': 'Cartes-cadeaux',
};

/** Size labels where the code is not what shoppers read. */
const SIZE_LABELS: Readonly<Record<string, Bilingual>> = {
  SM: { en: 'S/M', fr: 'P/M' },
  ML: { en: 'M/L', fr: 'M/G' },
  OS: { en: 'One size', fr: 'Taille unique' },
  REG: { en: 'Regular', fr: 'Régulier' },
  LONG: { en: 'Long', fr: 'Long' },
};

export const sizeLabel = (size: string, language: Language = 'en'): string =>
  SIZE_LABELS[size]?.[language] ?? size;

/** Labels of the product attributes and of the search facets, and the values that are words. */
export const FACET_TEXTS = {
  color: { en: 'Colour', fr: 'Couleur' },
  size: { en: 'Size', fr: 'Taille' },
  category: { en: 'Category', fr: 'Catégorie' },
  gender: { en: 'Gender', fr: 'Genre' },
  price: { en: 'Price', fr: 'Prix' },
  sale: { en: 'Sale', fr: 'Soldes' },
  onSale: { en: 'On sale', fr: 'En solde' },
  men: { en: 'Men', fr: 'Hommes' },
  women: { en: 'Women', fr: 'Femmes' },
  unisex: { en: 'Unisex', fr: 'Unisexe' },
} as const satisfies Record<string, Bilingual>;

/** The free gift-with-purchase products, by product id (they are not catalogue products). */
export const GIFT_PRODUCT_NAMES: Readonly<Record<string, Bilingual>> = {
  GWPTOTE01: { en: 'Free Trail Tote', fr: 'Fourre-tout Trail offert' },
};
