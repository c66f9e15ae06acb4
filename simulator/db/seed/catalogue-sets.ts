import type { Faker } from '@faker-js/faker';
import { type Bilingual, MODEL_WORDS } from './catalogue-copy-names';
import { FIXTURE_IDS, fixtureRecipes } from './catalogue-fixtures';
import { slugify } from './catalogue-pricing';
import type { DraftProduct } from './catalogue-products';
import type { ProductSetSeed, RecipeSeed } from './catalogue-types';

/** Themes of the generated looks ("Summit Trail Look", "Look sentier Summit"). */
const LOOK_THEMES: readonly Bilingual[] = [
  { en: 'Trail', fr: 'sentier' },
  { en: 'Camp', fr: 'camping' },
  { en: 'City', fr: 'urbain' },
  { en: 'Alpine', fr: 'alpin' },
];

/** Product sets (shop the look): two fixed ones, then generated looks SPST0003 to SPST0008. */
export function generateProductSets(faker: Faker, products: readonly DraftProduct[]): ProductSetSeed[] {
  const fixed: ProductSetSeed[] = [
    {
      id: 'SPST0001',
      name: 'Winter Summit Look',
      names: { en: 'Winter Summit Look', fr: 'Look hivernal Summit' },
      slug: 'winter-summit-look',
      productIds: [FIXTURE_IDS.inStock, FIXTURE_IDS.lowStock, FIXTURE_IDS.sizeOutOfStock],
    },
    {
      id: 'SPST0002',
      name: 'Trail Day Kit',
      names: { en: 'Trail Day Kit', fr: 'Ensemble journée en sentier' },
      slug: 'trail-day-kit',
      productIds: [FIXTURE_IDS.pickupOnly, FIXTURE_IDS.customisable, FIXTURE_IDS.onSale],
    },
  ];
  const online = products.filter(
    (p) => p.online && !p.styleId.endsWith('0001') && !p.styleId.endsWith('0002'),
  );
  const outer = online.filter((p) => p.productType === 'jackets' || p.productType === 'fleece');
  const bottoms = online.filter((p) => p.productType === 'pants' || p.productType === 'baseLayers');
  const feet = online.filter((p) => ['hikingBoots', 'trailRunners', 'sneakers'].includes(p.productType));
  const generated = Array.from({ length: 6 }, (_, i): ProductSetSeed => {
    const model = faker.helpers.arrayElement(MODEL_WORDS);
    const theme = faker.helpers.arrayElement(LOOK_THEMES);
    const name = `${model} ${theme.en} Look`;
    const members = [
      faker.helpers.arrayElement(outer),
      faker.helpers.arrayElement(bottoms),
      faker.helpers.arrayElement(feet),
    ];
    return {
      id: `SPST${String(i + 3).padStart(4, '0')}`,
      name,
      names: { en: name, fr: `Look ${theme.fr} ${model}` },
      slug: slugify(name),
      productIds: [...new Set(members.map((m) => m.styleId))],
    };
  });
  return [...fixed, ...generated];
}

/** Four generated backpacks and hats become customisable, each with one recipe (rcp-0003 on). */
export function pickCustomisables(faker: Faker, products: readonly DraftProduct[]): Set<string> {
  const candidates = products.filter(
    (p) =>
      p.online &&
      (p.productType === 'backpacks' || p.productType === 'hatsGloves') &&
      !p.styleId.endsWith('0001'),
  );
  return new Set(faker.helpers.arrayElements(candidates, 4).map((p) => p.styleId));
}

export function generateRecipes(
  products: readonly DraftProduct[],
  customisable: ReadonlySet<string>,
): RecipeSeed[] {
  const generated = products
    .filter((p) => customisable.has(p.styleId))
    .map(
      (p, i): RecipeSeed => ({
        recipeId: `rcp-${String(i + 3).padStart(4, '0')}`,
        styleId: p.styleId,
        sku: p.variants[0]?.sku ?? '',
        name: 'Embroidered initials',
        surcharge: { USD: 1000, CAD: 1400, GBP: 800, EUR: 900 },
        personalization: { text: 'SP', thread: 'gold' },
      }),
    );
  return [...fixtureRecipes(), ...generated];
}
