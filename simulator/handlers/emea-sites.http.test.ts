import { describe, expect, it } from 'vitest';
import type { Address } from '../../contracts/entities/address';
import { FIXTURE_IDS } from '../db/seed/catalogue-seed';
import { apiClient, useTestServer } from '../testing/test-server';
import { errorIdOf, guest, HOME, IN_STOCK, skuOf, totalsAddUp, world } from './commerce.test-helpers';

/**
 * The EMEA sites (docs/decisions.md "EMEA sites (GBP, EUR)"): en-gb sells in pounds, fr-fr in euros, with
 * VAT included in the prices, shipping only to the countries that pay in the cart's currency, stores in
 * the UK and France, and French content on fr-fr.
 */

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

const EN_GB = { 'x-locale': 'en-gb', 'x-region': 'EMEA' };
const FR_FR = { 'x-locale': 'fr-fr', 'x-region': 'EMEA' };
const canvas = '/publish/caas/v1/canvas';

const LONDON: Address = {
  ...HOME,
  addressLine1: '10 Downing St',
  city: 'London',
  province: undefined,
  postalCode: 'SW1A 2AA',
  country: 'GB',
  countryCode: 'GB',
  phone: '02075550101',
};
const PARIS: Address = {
  ...HOME,
  addressLine1: '10 Rue de Rivoli',
  city: 'Paris',
  province: undefined,
  postalCode: '75004',
  country: 'FR',
  countryCode: 'FR',
  phone: '0155550101',
};

/** The seeded price (major units) of a style's first colour in a currency. */
async function seededPrice(session: string, styleId: string, currency: 'GBP' | 'EUR'): Promise<number> {
  const w = await world(server, session);
  const product = w.data.catalogue.products.find((p) => p.styleId === styleId);
  const price = product?.colors[0]?.prices[currency].current;
  if (price === undefined) throw new Error(`no ${currency} price of ${styleId}`);
  return price / 100;
}

describe('catalogue on the EMEA sites', () => {
  it('answers search and product details in pounds on en-gb and euros on fr-fr', async () => {
    const api = client('emea-catalogue');
    const gbp = await seededPrice('emea-catalogue', IN_STOCK, 'GBP');
    const eur = await seededPrice('emea-catalogue', IN_STOCK, 'EUR');
    expect([gbp, eur]).toEqual([182.99, 212.95]);

    const gbSearch = await api.get('/products/v2/search/productSearch?q=summit%20down', EN_GB);
    expect(gbSearch.status).toBe(200);
    const gbTile = gbSearch.body.products.find((p: { id: string }) => p.id.startsWith(IN_STOCK));
    expect(gbTile.price).toMatchObject({ currency: 'GBP', lowCurrent: gbp });
    // fr-fr searches the French catalogue: "manteau en duvet Summit".
    const frSearch = await api.get('/products/v2/search/productSearch?q=summit%20duvet', FR_FR);
    const frTile = frSearch.body.products.find((p: { id: string }) => p.id.startsWith(IN_STOCK));
    expect(frTile.price).toMatchObject({ currency: 'EUR', lowCurrent: eur });

    const gbDetails = await api.get(`/products/v2/products/${IN_STOCK}BLK/details`, EN_GB);
    expect(gbDetails.body.price).toMatchObject({ currency: 'GBP', lowCurrent: gbp });
    const frDetails = await api.get(`/products/v2/products/${IN_STOCK}BLK/details`, FR_FR);
    expect(frDetails.body.price).toMatchObject({ currency: 'EUR', lowCurrent: eur });
  }, 30_000);

  it('keeps a US-only product off the EMEA sites', async () => {
    const api = client('emea-us-only');
    const details = await api.get(`/products/v2/products/${FIXTURE_IDS.usOnly}BLK/details`, FR_FR);
    expect(errorIdOf(details.body)).toBe('ORD404');
    const search = await api.get('/products/v2/search/productSearch?q=lakeshore', EN_GB);
    expect(search.body.pagination.total).toBe(0);
  });
});

describe('carts on the EMEA sites', () => {
  it('totals a fr-fr cart in euros, VAT included, with coupons and free shipping over 75', async () => {
    const session = 'emea-fr-cart';
    const api = client(session);
    await guest(api);
    const created = await api.post('/cart/v1/cart', {}, FR_FR);
    expect([created.status, created.body.currency]).toEqual([201, 'EUR']);
    const cartId = created.body.id;
    const sku = await skuOf(server, session, IN_STOCK);
    const added = await api.post('/cart/v1/item', { cartId, productId: sku, qty: 1 }, FR_FR);
    expect([added.status, added.body.totals.itemTotal]).toEqual([200, 212.95]);

    const shipped = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, PARIS, FR_FR);
    expect(shipped.status).toBe(200);
    const { totals } = shipped.body;
    // 20% VAT is inside the price: nothing added on top, the included VAT (of 197.95) reported as taxAmount.
    // Over 75 the home delivery (7.95) is free; over 150 the order takes 15 off (same numbers in every currency).
    expect(totals).toMatchObject({
      itemTotal: 212.95,
      shipping: 7.95,
      discount: -15,
      totalDiscount: 22.95,
      tax: 0,
      taxAmount: 32.99,
      total: 197.95,
    });
    expect(totalsAddUp(totals)).toBe(true);
    const summary = await api.get(`/cart/v1/cart/${cartId}?expand=promoSummary`, FR_FR);
    const promotionNames = summary.body.promoSummary.map((p: { promotionName: string }) => p.promotionName);
    // French on fr-fr, amounts in euros (Intl separates them with a no-break space).
    expect(promotionNames.map((name: string) => name.replace(/\s/g, ' '))).toEqual(
      expect.arrayContaining(['Livraison offerte dès 75 €', '15 € de réduction dès 150 €']),
    );

    const coupon = await api.put('/cart/v1/coupon', { cartId, code: 'SPRING20' }, FR_FR);
    expect(coupon.status).toBe(200);
    expect(coupon.body.currency).toBe('EUR');
    // 20% off the item (212.95 -> 170.36), then 15 off the order; VAT is the sixth of what is paid.
    expect(coupon.body.totals).toMatchObject({
      itemSubTotal: 170.36,
      total: 155.36,
      tax: 0,
      taxAmount: 25.89,
    });
  });

  it('ships a EUR cart to the euro countries only, and a GBP cart to the UK only', async () => {
    const session = 'emea-ship-to';
    const api = client(session);
    await guest(api);
    const sku = await skuOf(server, session, IN_STOCK);

    const eurCart = (await api.post('/cart/v1/cart', {}, FR_FR)).body.id;
    await api.post('/cart/v1/item', { cartId: eurCart, productId: sku, qty: 1 }, FR_FR);
    const toLondon = await api.post(`/cart/v2/cart/${eurCart}/shippingAddress`, LONDON, FR_FR);
    expect([toLondon.status, errorIdOf(toLondon.body)]).toEqual([422, 'CANT_SHIP_THERE']);

    const gbpCart = (await api.post('/cart/v1/cart', {}, EN_GB)).body.id;
    const added = await api.post('/cart/v1/item', { cartId: gbpCart, productId: sku, qty: 1 }, EN_GB);
    expect([added.body.currency, added.body.totals.itemTotal]).toEqual(['GBP', 182.99]);
    const toDenver = await api.post(`/cart/v2/cart/${gbpCart}/shippingAddress`, HOME, EN_GB);
    expect([toDenver.status, errorIdOf(toDenver.body)]).toEqual([422, 'CANT_SHIP_THERE']);
    const toParis = await api.post(`/cart/v2/cart/${gbpCart}/shippingAddress`, PARIS, EN_GB);
    expect(errorIdOf(toParis.body)).toBe('CANT_SHIP_THERE');
    const home = await api.post(`/cart/v2/cart/${gbpCart}/shippingAddress`, LONDON, EN_GB);
    expect(home.status).toBe(200);
    expect(home.body.totals).toMatchObject({ tax: 0, taxAmount: 28, total: 167.99 });
  });

  it('picks up in a Paris store found by its postcode on fr-fr', async () => {
    const session = 'emea-pickup';
    const api = client(session);
    const stores = await api.post('/stores/v1/search?postalCode=75001&radius=50&unit=km', {}, FR_FR);
    expect(stores.status).toBe(200);
    expect(stores.body.stores[0]).toMatchObject({ id: '0701', name: 'Paris Rivoli' });
    const london = await api.post('/stores/v1/search?postalCode=WC2E%209LH&radius=300&unit=km', {}, EN_GB);
    expect(london.body.stores.map((s: { id: string }) => s.id)).toEqual(['0601', '0602']);

    await guest(api);
    const cartId = (await api.post('/cart/v1/cart', {}, FR_FR)).body.id;
    const sku = await skuOf(server, session, IN_STOCK);
    const added = await api.post('/cart/v1/item', { cartId, productId: sku, qty: 1 }, FR_FR);
    const itemId = added.body.items?.[0]?.id ?? added.body.shipments?.[0]?.items?.[0]?.id;
    expect(itemId).toBeDefined();
    const pickup = await api.post(
      '/cart/v1/shippingMethod',
      { cartId, itemIds: [itemId], code: 'pickup', storeId: '0701' },
      FR_FR,
    );
    expect(pickup.status).toBe(200);
    expect(pickup.body.totals).toMatchObject({ shipping: 0, tax: 0, taxAmount: 32.99, total: 197.95 });
  });
});

describe('content on the EMEA sites', () => {
  it('answers the fr-fr menu, footer and home page in French, with prices in euros', async () => {
    const api = client('emea-content-fr');
    const menu = await api.get(`${canvas}/menu/summitpeak-fr?locale=fr-fr`);
    expect(menu.status).toBe(200);
    expect(menu.body.items.map((i: { title: string }) => i.title)).toEqual([
      'Hommes',
      'Femmes',
      'Chaussures',
      'Équipement',
      'Accessoires',
      'Soldes',
    ]);
    expect(menu.body.items[0].children[0].children[0]).toMatchObject({
      title: 'Manteaux et vestes pour hommes',
      target: { url: '/fr-fr/c/mens-jackets-100110' },
    });
    const footer = await api.get(`${canvas}/footer/summitpeak-fr?locale=fr-fr`);
    expect(footer.body.columns.map((c: { title: string }) => c.title)).toEqual([
      'Aide',
      'À propos',
      'Boutique',
    ]);
    expect(footer.body.copyright).toBe('© 2026 SummitPeak. Tous droits réservés.');
    const home = await api.get(`${canvas}/augmentedpage/summitpeak-fr/home?locale=fr-fr`);
    expect(home.body).toMatchObject({
      siteId: 'summitpeak-fr',
      locale: 'fr-fr',
      title: 'SummitPeak, équipement outdoor',
    });
    const benefits = home.body.components[0];
    expect(benefits.items[0].richText).toBe('<p>Livraison offerte dès 75 € d’achat</p>');
    const cards = home.body.components.find((c: { type: string }) => c.type === 'categoryCards');
    expect(cards.title).toBe('Acheter par catégorie');
    expect(cards.cards[0].title).toBe('Hommes');
    const category = await api.get(`${canvas}/category/summitpeak-fr/c1000?locale=fr-fr`);
    expect(category.body).toMatchObject({ title: 'Hommes', locale: 'fr-fr' });
  });

  it('answers the en-gb site in English with prices in pounds', async () => {
    const api = client('emea-content-gb');
    const menu = await api.get(`${canvas}/menu/summitpeak-gb?locale=en-gb`);
    expect(menu.body.items[0]).toMatchObject({ title: 'Men', target: { url: '/en-gb/c/men-1000' } });
    const home = await api.get(`${canvas}/augmentedpage/summitpeak-gb/home?locale=en-gb`);
    expect(home.body.components[0].items[0].richText).toBe('<p>Free shipping on orders over £75</p>');
    expect((await api.get(`${canvas}/footer/summitpeak-gb`)).body.locale).toBe('en-gb');
  });
});
