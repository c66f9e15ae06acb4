import { describe, expect, it } from 'vitest';
import { FIXTURE_IDS } from '../db/seed/catalogue-seed';
import { apiClient, useTestServer } from '../testing/test-server';
import { guest } from './commerce.test-helpers';

/**
 * The catalogue in the shopper's language (x-locale): fr-ca and fr-fr read French names, categories,
 * breadcrumbs, colours, badges and facet values; en-us reads English. Ids and prices are the same.
 */

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);
const FR_CA = { 'x-locale': 'fr-ca' };
const FR_FR = { 'x-locale': 'fr-fr', 'x-region': 'EMEA' };
const EN_US = { 'x-locale': 'en-us' };

interface Facet {
  id: string;
  label: string;
  values: { id: string; label: string }[];
}
const facet = (body: { facets: Facet[] }, id: string) => body.facets.find((f) => f.id === id);
const valueLabel = (body: { facets: Facet[] }, id: string, value: string) =>
  facet(body, id)?.values.find((v) => v.id === value)?.label;

describe('the catalogue in French', () => {
  it('answers product details with a French name, description, breadcrumbs, colours and badge', async () => {
    const api = client('lang-details');
    const fr = await api.get(`/products/v2/products/${FIXTURE_IDS.inStock}BLK/details`, FR_CA);
    expect(fr.status).toBe(200);
    expect(fr.body.name).toBe('Manteau en duvet Summit pour hommes');
    expect(fr.body.badge).toBe('Meilleur vendeur');
    expect(fr.body.description).toMatch(/Caractéristiques/);
    expect(fr.body.breadcrumbs.map((b: { label: string }) => b.label)).toEqual([
      'Hommes',
      'Manteaux et vestes pour hommes',
    ]);
    const colours = fr.body.attributes.find((a: { code: string }) => a.code === 'color');
    expect(colours.label).toBe('Couleur');
    expect(colours.options.map((o: { label: string }) => o.label)).toEqual([
      'Noir sommet',
      'Marine sommet',
      'Rouge feu',
    ]);

    const en = await api.get(`/products/v2/products/${FIXTURE_IDS.inStock}BLK/details`, EN_US);
    expect(en.body.name).toBe("Men's Summit Down Jacket");
    expect(en.body.badge).toBe('Best seller');
    expect(en.body.breadcrumbs.map((b: { label: string }) => b.label)).toEqual(['Men', "Men's Jackets"]);
    expect(en.body.description).toMatch(/Features/);
    expect(en.body.id).toBe(fr.body.id);
  });

  it('searches and lists in French: names, colour and gender facet values, French words', async () => {
    const api = client('lang-search');
    const fr = await api.get('/products/v2/search/productSearch?categoryId=1000&pageSize=96', FR_CA);
    expect(fr.status).toBe(200);
    expect(fr.body.products.every((p: { name: string }) => !/Men's|Women's/.test(p.name))).toBe(true);
    expect(facet(fr.body, 'color')?.label).toBe('Couleur');
    expect(valueLabel(fr.body, 'color', 'black')).toBe('Noir');
    expect(valueLabel(fr.body, 'color', 'blue')).toBe('Bleu');
    expect(valueLabel(fr.body, 'gender', 'men')).toBe('Hommes');
    expect(valueLabel(fr.body, 'category', '100110')).toBe('Manteaux et vestes pour hommes');
    expect(valueLabel(fr.body, 'sale', 'true')).toBe('En solde');

    const en = await api.get('/products/v2/search/productSearch?categoryId=1000&pageSize=96', EN_US);
    expect(valueLabel(en.body, 'color', 'black')).toBe('Black');
    expect(valueLabel(en.body, 'gender', 'men')).toBe('Men');

    const byFrenchWord = await api.get('/products/v2/search/productSearch?q=manteau%20duvet', FR_CA);
    expect(byFrenchWord.body.products.map((p: { masterId: string }) => p.masterId)).toContain(
      FIXTURE_IDS.inStock,
    );
    const eur = await api.get('/products/v2/search/productSearch?q=tente', FR_FR);
    expect(eur.body.products.map((p: { masterId: string }) => p.masterId)).toContain(FIXTURE_IDS.priceRange);
  });

  it('names product sets and their products in French', async () => {
    const api = client('lang-sets');
    const set = await api.get('/products/v2/products/SPST0001/productSet', FR_CA);
    expect(set.body.name).toBe('Look hivernal Summit');
    expect(set.body.products[0].name).toBe('Manteau en duvet Summit pour hommes');
    const en = await api.get('/products/v2/products/SPST0001/productSet', EN_US);
    expect(en.body.name).toBe('Winter Summit Look');
  });

  it('answers the category tree in French on fr-ca and in English on en-us', async () => {
    const api = client('lang-catalog');
    const fr = await api.get('/products/v2/catalog', FR_CA);
    const en = await api.get('/products/v2/catalog', EN_US);
    const names = (body: { categories: { name: string }[] }) => body.categories.map((c) => c.name);
    expect(names(fr.body)).toEqual(['Hommes', 'Femmes', 'Chaussures', 'Équipement', 'Accessoires']);
    expect(names(en.body)).toEqual(['Men', 'Women', 'Footwear', 'Equipment', 'Accessories']);
  });

  it('names cart lines and the free tote in the cart’s language', async () => {
    const api = client('lang-cart');
    await guest(api);
    const created = await api.post('/cart/v1/cart', {}, FR_CA);
    expect(created.status).toBe(201);
    const cartId = created.body.id as string;
    const added = await api.post(
      '/cart/v1/item',
      { cartId, productId: `${FIXTURE_IDS.inStock}BLKM`, qty: 1 },
      FR_CA,
    );
    expect(added.status).toBe(200);
    const line = added.body.items.find((i: { masterId: string }) => i.masterId === FIXTURE_IDS.inStock);
    expect(line.name).toBe('Manteau en duvet Summit pour hommes');
    expect(line.attributes).toContainEqual({ name: 'color', value: 'Noir sommet' });
    const gift = added.body.items.find((i: { bonus?: boolean }) => i.bonus);
    expect(gift?.name).toBe('Fourre-tout Trail offert');
  });
});
