import type { ProductType } from '../db/seed/catalogue-types';

/** The silhouette a product is drawn with: its type, refined by the noun of its name (a beanie is no glove). */
export type ProductKind =
  | 'shell'
  | 'puffer'
  | 'parka'
  | 'fleece'
  | 'hoodie'
  | 'vest'
  | 'top'
  | 'zipTop'
  | 'tights'
  | 'pants'
  | 'shorts'
  | 'boot'
  | 'runner'
  | 'sneaker'
  | 'sandal'
  | 'slide'
  | 'backpack'
  | 'tote'
  | 'tent'
  | 'sleepingBag'
  | 'beanie'
  | 'cap'
  | 'sunHat'
  | 'gloves'
  | 'socks'
  | 'giftCard';

type Rule = readonly [RegExp, ProductKind];

/** The first rule whose word the name holds wins; otherwise the type's default. */
const RULES: Readonly<Partial<Record<ProductType, readonly Rule[]>>> = {
  jackets: [
    [/parka/i, 'parka'],
    [/down|insulated|hybrid/i, 'puffer'],
  ],
  fleece: [
    [/vest/i, 'vest'],
    [/hood/i, 'hoodie'],
    [/zip/i, 'zipTop'],
  ],
  baseLayers: [
    [/tights/i, 'tights'],
    [/zip/i, 'zipTop'],
  ],
  pants: [[/shorts/i, 'shorts']],
  sandals: [[/slide|flip/i, 'slide']],
  hatsGloves: [
    [/glove/i, 'gloves'],
    [/sun hat/i, 'sunHat'],
    [/cap/i, 'cap'],
  ],
};

const DEFAULTS: Readonly<Record<ProductType, ProductKind>> = {
  jackets: 'shell',
  fleece: 'fleece',
  baseLayers: 'top',
  pants: 'pants',
  hikingBoots: 'boot',
  trailRunners: 'runner',
  sneakers: 'sneaker',
  sandals: 'sandal',
  backpacks: 'backpack',
  tents: 'tent',
  sleepingBags: 'sleepingBag',
  hatsGloves: 'beanie',
  socks: 'socks',
  giftCards: 'giftCard',
};

export function productKindOf(type: ProductType, name: string): ProductKind {
  const rule = RULES[type]?.find(([word]) => word.test(name));
  return rule ? rule[1] : DEFAULTS[type];
}
