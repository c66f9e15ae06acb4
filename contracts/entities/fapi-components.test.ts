import { describe, expect, it } from 'vitest';
import { fapiContentOperations } from '../operations/fapi-content';
import { fapiFootSizes, fapiLocationSelector, fapiSizeChart, fapiUtilityNav } from './fapi-components';

describe('fapi content components', () => {
  it('accepts a foot-size table and rejects an unknown audience', () => {
    const table = {
      tables: [{ audience: 'women', rows: [{ us: '7.5', uk: '5.5', eu: '38 2/3', cm: '24' }] }],
    };
    expect(fapiFootSizes.safeParse(table).success).toBe(true);
    expect(fapiFootSizes.safeParse({ tables: [{ ...table.tables[0], audience: 'unisex' }] }).success).toBe(
      false,
    );
  });

  it('accepts a size chart and rejects an unknown unit or no rows', () => {
    const chart = {
      productType: 'apparel-tops',
      title: "Women's tops",
      unit: 'cm',
      columns: [{ key: 'chest', label: 'Chest' }],
      rows: [{ size: 'M', values: { chest: '88-92' } }],
    };
    expect(fapiSizeChart.safeParse(chart).success).toBe(true);
    expect(fapiSizeChart.safeParse({ ...chart, unit: 'mm' }).success).toBe(false);
    expect(fapiSizeChart.safeParse({ ...chart, rows: [] }).success).toBe(false);
  });

  it('accepts utility links and a location selector, rejects a bad locale', () => {
    expect(
      fapiUtilityNav.safeParse({ links: [{ id: 'help', label: 'Help', url: '/en-us/help' }] }).success,
    ).toBe(true);
    const country = {
      code: 'CA',
      name: 'Canada',
      region: 'NORA',
      locales: [{ locale: 'fr-ca', label: 'Français', url: '/fr-ca' }],
    };
    expect(fapiLocationSelector.safeParse({ countries: [country] }).success).toBe(true);
    const bad = { ...country, locales: [{ ...country.locales[0], locale: 'french' }] };
    expect(fapiLocationSelector.safeParse({ countries: [bad] }).success).toBe(false);
  });

  it('declares 8 operations and validates the size-chart product type', () => {
    expect(Object.keys(fapiContentOperations)).toHaveLength(8);
    const params = fapiContentOperations.getFapiSizeChart.request.params;
    expect(params.safeParse({ productType: 'footwear' }).success).toBe(true);
    expect(params.safeParse({ productType: 'Foot Wear' }).success).toBe(false);
  });
});
