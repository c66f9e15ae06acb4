import { describe, expect, it } from 'vitest';
import { contentBlock } from '../../../contracts/entities/content-blocks';
import { article } from '../../../contracts/entities/content-blocks-articles';
import { popUpBlock } from '../../../contracts/entities/content-blocks-dialog';
import {
  contentFooter,
  contentFragment,
  contentMenu,
  contentPage,
  NAMED_CONTENT_PAGES,
  showcaseItem,
} from '../../../contracts/entities/content-page';
import { addressRuleSet, countryEntry, phoneCodeEntry } from '../../../contracts/entities/country';
import { datafile } from '../../../contracts/entities/experimentation';
import {
  fapiFootSizes,
  fapiLocationSelector,
  fapiSearchComponent,
  fapiSizeChart,
  fapiUtilityNav,
} from '../../../contracts/entities/fapi-components';
import { product, productSet, productSetSummary, productTile } from '../../../contracts/entities/product';
import { review } from '../../../contracts/entities/review';
import { question } from '../../../contracts/entities/review-question';
import { collectionPoint, store } from '../../../contracts/entities/store';
import { associateStore, storeEmployee } from '../../../contracts/entities/store-associate';
import { catalogueIndex } from '../../domain/catalogue/catalogue-index';
import { currencyForLocale } from '../../domain/catalogue/money';
import { productSetSummaries, productSetView } from '../../domain/catalogue/product-sets';
import {
  productTileView,
  productView,
  type ViewContext,
  variantStateOf,
} from '../../domain/catalogue/product-view';
import { stockFrom } from '../../domain/catalogue/stock';
import { storeView } from '../../domain/catalogue/store-view';
import { languageOf } from './catalogue-copy-names';
import { FIXTURE_IDS, generateCatalogueSeed, type ProductSeed } from './catalogue-seed';
import { isDigitalProductType } from './catalogue-types';

const seed = generateCatalogueSeed(7);
const index = catalogueIndex(seed);
const contexts: ViewContext[] = (['en-us', 'fr-ca', 'en-gb', 'fr-fr'] as const).map((locale) => ({
  locale,
  language: languageOf(locale),
  currency: currencyForLocale(locale),
  stock: stockFrom(seed),
  categoryById: index.categoryById,
}));

/** Every failure of a schema over a list, as readable lines (empty when everything parses). */
function failures<T>(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  items: readonly T[],
  name: (t: T) => string,
) {
  return items.flatMap((item) => {
    const r = schema.safeParse(item) as {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
    return r.success
      ? []
      : [`${name(item)}: ${r.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
  });
}

describe('catalogue seed: size and variety', () => {
  it('has at least 200 products in at least 12 product types and 18 leaf categories', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(200);
    expect(new Set(seed.products.map((p) => p.productType)).size).toBeGreaterThanOrEqual(12);
    // 17 leaves of physical products plus the gift card leaf (fixed products only).
    expect(new Set(seed.products.map((p) => p.categoryIds[0])).size).toBe(18);
  });

  it('has a fixed e-gift card: digital, face value in USD and CAD, no store stock, never pickup', () => {
    for (const s of [seed, generateCatalogueSeed(12345)]) {
      const digital = s.products.filter((p) => isDigitalProductType(p.productType));
      expect(digital.map((p) => p.styleId)).toEqual([FIXTURE_IDS.eGiftCard]);
      const card = digital[0] as ProductSeed;
      expect(card).toMatchObject({ productType: 'giftCards', pickupEligible: false, online: true });
      expect(card.colors.map((c) => [c.code, c.prices.USD.current, c.prices.CAD.current])).toEqual([
        ['025', 2500, 2500],
        ['050', 5000, 5000],
        ['100', 10000, 10000],
        ['250', 25000, 25000],
      ]);
      expect(card.variants.map((v) => v.sku)).toEqual([
        'SPGC0001025OS',
        'SPGC0001050OS',
        'SPGC0001100OS',
        'SPGC0001250OS',
      ]);
      expect(card.variants.every((v) => v.homeStock >= 999_999 && v.storeStock === 0)).toBe(true);
      for (const shelf of Object.values(s.storeInventory)) {
        expect(card.variants.map((v) => shelf[v.sku])).toEqual([0, 0, 0, 0]);
      }
    }
  });

  it('adds the gift card without changing the generated products, their UPCs or their stock', () => {
    // Sold everywhere and physical: 9 fixed + 221 generated, the same styles as before digital products
    // and the regional fixtures (SPSD0001, built after the gift card) existed.
    const physical = seed.products.filter((p) => !isDigitalProductType(p.productType) && !p.soldIn);
    expect(physical).toHaveLength(230);
    const upcs = physical.flatMap((p) => p.variants.map((v) => Number(v.upc.slice(3, 11))));
    const cardUpcs = index.productByStyle
      .get(FIXTURE_IDS.eGiftCard)
      ?.variants.map((v) => Number(v.upc.slice(3, 11)));
    expect(Math.min(...(cardUpcs ?? []))).toBe(Math.max(...upcs) + 1);
  });

  it('adds the US-only sandal last, sold in USD only, without reviews, questions or sets', () => {
    const last = seed.products.at(-1);
    expect(last?.styleId).toBe(FIXTURE_IDS.usOnly);
    expect(last?.soldIn).toEqual(['USD']);
    expect(seed.products.filter((p) => p.soldIn).map((p) => p.styleId)).toEqual([FIXTURE_IDS.usOnly]);
    const cardUpcs = index.productByStyle.get(FIXTURE_IDS.eGiftCard)?.variants.map((v) => v.upc) ?? [];
    expect(last?.variants.every((v) => v.upc > (cardUpcs.at(-1) ?? ''))).toBe(true);
    expect(seed.reviews.some((r) => r.styleId === FIXTURE_IDS.usOnly)).toBe(false);
    expect(seed.questions.some((q) => q.styleId === FIXTURE_IDS.usOnly)).toBe(false);
    expect(seed.productSets.some((s) => s.productIds.includes(FIXTURE_IDS.usOnly))).toBe(false);
  });

  it('has colour and size variants with unique skus and UPCs', () => {
    const variants = seed.products.flatMap((p) => p.variants);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    expect(new Set(variants.map((v) => v.upc)).size).toBe(variants.length);
    expect(seed.products.some((p) => p.colors.length > 1 && p.sizes.length > 1)).toBe(true);
  });

  it('has regular and sale prices, and every stock state among generated products too', () => {
    const stock = stockFrom(seed);
    const states = new Set(
      seed.products
        .filter((p) => !p.styleId.endsWith('0001'))
        .flatMap((p) => p.variants.map((v) => variantStateOf(p, v, stock))),
    );
    expect([...states].sort()).toEqual(['inStock', 'lowStock', 'outOfStock', 'pickupOnly']);
    const onSale = seed.products.filter((p) =>
      p.colors.some((c) => c.prices.USD.current < c.prices.USD.original),
    );
    expect(onSale.length).toBeGreaterThan(20);
    expect(onSale.length).toBeLessThan(seed.products.length);
  });

  it('keeps the well-known fixtures in their documented state for any seed', () => {
    for (const s of [seed, generateCatalogueSeed(12345)]) {
      const stock = stockFrom(s);
      const states = (id: string) => {
        const p = catalogueIndex(s).productByStyle.get(id);
        return new Set(p?.variants.map((v) => variantStateOf(p, v, stock)));
      };
      expect(states(FIXTURE_IDS.inStock)).toEqual(new Set(['inStock']));
      expect(states(FIXTURE_IDS.lowStock)).toEqual(new Set(['lowStock']));
      expect(states(FIXTURE_IDS.outOfStock)).toEqual(new Set(['outOfStock']));
      expect(states(FIXTURE_IDS.pickupOnly)).toEqual(new Set(['pickupOnly']));
      expect(states(FIXTURE_IDS.sizeOutOfStock)).toEqual(new Set(['inStock', 'outOfStock']));
      expect(catalogueIndex(s).productByStyle.get(FIXTURE_IDS.customisable)?.isCustoms).toBe(true);
      expect(catalogueIndex(s).productByStyle.get(FIXTURE_IDS.offline)?.online).toBe(false);
    }
  });

  it('has reviews with a rating spread, questions with answers, sets, recipes, stores and points', () => {
    expect(new Set(seed.reviews.map((r) => r.review.rating)).size).toBe(5);
    expect(seed.questions.some((q) => q.question.answers.length > 0)).toBe(true);
    expect(seed.productSets.length).toBeGreaterThanOrEqual(8);
    for (const r of seed.recipes) expect(index.variantBySku.get(r.sku)?.product.styleId).toBe(r.styleId);
    expect(seed.stores.length).toBeGreaterThanOrEqual(8);
    expect(seed.collectionPoints.length).toBeGreaterThanOrEqual(8);
  });
});

describe('catalogue seed: every entity parses with its contract', () => {
  it('products (every colour, both currencies) and tiles', () => {
    for (const ctx of contexts) {
      const views = seed.products.flatMap((p) => p.colors.map((c) => productView(p, c, ctx)));
      expect(failures(product, views, (v) => v.id)).toEqual([]);
      expect(
        failures(
          productTile,
          seed.products.map((p) => productTileView(p, ctx)),
          (v) => v.id,
        ),
      ).toEqual([]);
    }
  });

  it('product sets, reviews and questions', () => {
    const ctx = contexts[0] as ViewContext;
    const sets = seed.productSets.map((s) => productSetView(s, index.productByStyle, ctx));
    expect(failures(productSet, sets, (s) => s?.id ?? '?')).toEqual([]);
    const summaries = seed.products.flatMap((p) =>
      productSetSummaries(p, index.setById, index.productByStyle, ctx),
    );
    expect(summaries.length).toBeGreaterThan(0);
    expect(failures(productSetSummary, summaries, (s) => s.id)).toEqual([]);
    expect(
      failures(
        review,
        seed.reviews.map((r) => r.review),
        (r) => r.id,
      ),
    ).toEqual([]);
    expect(
      failures(
        question,
        seed.questions.map((q) => q.question),
        (q) => q.id,
      ),
    ).toEqual([]);
  });

  it('stores, associates, employees and collection points', () => {
    expect(failures(store, seed.stores.map(storeView), (s) => s.id)).toEqual([]);
    const associates = seed.stores.map((s) => ({
      storeId: s.id,
      storeName: s.name,
      city: s.address.city,
      countryCode: s.address.countryCode,
      buyInStoreEnabled: s.buyInStoreEnabled,
    }));
    expect(failures(associateStore, associates, (s) => s.storeId)).toEqual([]);
    expect(
      failures(
        storeEmployee,
        seed.stores.flatMap((s) => s.employees),
        (e) => e.storeEmployeeId,
      ),
    ).toEqual([]);
    expect(failures(collectionPoint, seed.collectionPoints, (c) => c.id)).toEqual([]);
  });

  it('content of every site: the 16 named pages and the rest', () => {
    expect(Object.keys(seed.content.sites).length).toBeGreaterThanOrEqual(2);
    for (const site of Object.values(seed.content.sites)) {
      const slugs = site.pages.map((p) => p.page.slug);
      for (const named of NAMED_CONTENT_PAGES) expect(slugs).toContain(named);
      expect(
        failures(
          contentPage,
          site.pages.map((p) => p.page),
          (p) => p.slug,
        ),
      ).toEqual([]);
      expect(contentMenu.safeParse(site.menu).success).toBe(true);
      expect(contentFooter.safeParse(site.footer).success).toBe(true);
      expect(failures(popUpBlock, site.popups, (p) => p.id)).toEqual([]);
      expect(
        failures(
          article,
          site.articles.map((a) => a.article),
          (a) => a.id,
        ),
      ).toEqual([]);
      expect(site.articles.every((a) => a.article.tags.length > 0)).toBe(true);
      expect(failures(showcaseItem, site.showcase, (s) => s.id)).toEqual([]);
      expect(
        failures(
          contentBlock,
          site.showcase.flatMap((s) => (s.content ? [s.content] : [])),
          (b) => b.id,
        ),
      ).toEqual([]);
    }
    expect(failures(contentFragment, Object.values(seed.content.fragments), (f) => f.id)).toEqual([]);
  });

  it('fapi bodies, countries, address rules, phone codes and datafiles', () => {
    expect(fapiFootSizes.safeParse(seed.fapi.footSizes).success).toBe(true);
    expect(fapiSearchComponent.safeParse(seed.fapi.searchComponent).success).toBe(true);
    expect(failures(fapiSizeChart, Object.values(seed.fapi.sizeCharts), (c) => c.productType)).toEqual([]);
    expect(fapiUtilityNav.safeParse(seed.fapi.utilityNav).success).toBe(true);
    expect(fapiLocationSelector.safeParse(seed.fapi.locationSelector).success).toBe(true);
    expect(failures(countryEntry, seed.geo.countries, (c) => c.code)).toEqual([]);
    expect(failures(addressRuleSet, seed.geo.addressRules, (r) => `${r.countryCode}-${r.form}`)).toEqual([]);
    expect(failures(phoneCodeEntry, seed.geo.phoneCodes, (p) => p.countryCode)).toEqual([]);
    expect(seed.geo.addressRules.length).toBe(seed.geo.countries.length * 2);
    expect(
      failures(
        datafile,
        Object.values(seed.datafiles).map((d) => d.datafile),
        (d) => d.sdkKey ?? '?',
      ),
    ).toEqual([]);
  });
});

describe('catalogue seed: determinism', () => {
  it('gives identical data for the same seed and different data for another', () => {
    const again = generateCatalogueSeed(7);
    expect(JSON.stringify(again)).toBe(JSON.stringify(seed));
    const other = generateCatalogueSeed(8);
    expect(JSON.stringify(other.products)).not.toBe(JSON.stringify(seed.products));
    expect(JSON.stringify(other.reviews)).not.toBe(JSON.stringify(seed.reviews));
    expect(JSON.stringify(other.storeInventory)).not.toBe(JSON.stringify(seed.storeInventory));
    expect(JSON.stringify(other.content)).not.toBe(JSON.stringify(seed.content));
  });
});
