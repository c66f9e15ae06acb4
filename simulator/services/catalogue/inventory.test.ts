import { beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../../core/world';
import { FIXTURE_IDS } from '../../db/seed/catalogue-seed';
import {
  adjustHomeStock,
  adjustStoreStock,
  allowPickupOrder,
  findProduct,
  findStore,
  findVariant,
  homeStock,
  storeStock,
} from './inventory';
import { catalogueWorld } from './test-world';
import { findRecipe, variantPrice } from './world-catalogue';

let world: World;
beforeEach(async () => {
  world = await catalogueWorld();
});

describe('inventory exports for the commerce areas', () => {
  it('finds a product by colour product id or style id, never an offline one', () => {
    expect(findProduct(world, 'SPJK0001NVY')?.id).toBe('SPJK0001NVY');
    expect(findProduct(world, 'SPJK0001')?.id).toBe('SPJK0001BLK');
    expect(findProduct(world, 'SPJK0001', 'en-ca')?.price.currency).toBe('CAD');
    expect(findProduct(world, FIXTURE_IDS.offline)).toBeUndefined();
    expect(findProduct(world, 'NOPE0000')).toBeUndefined();
  });

  it('finds a variant by sku or UPC with the product of its colour', () => {
    const bySku = findVariant(world, 'SPJK0001FRDM');
    expect(bySku?.product.id).toBe('SPJK0001FRD');
    expect(bySku?.variant).toMatchObject({ size: 'M', availability: 'inStock', quantity: 25 });
    const byUpc = findVariant(world, bySku?.variant.upc ?? '');
    expect(byUpc?.variant.sku).toBe('SPJK0001FRDM');
    expect(findVariant(world, 'SPJK0001FRDXXXL')).toBeUndefined();
  });

  it('reads and adjusts home and store stock per world, never below zero', async () => {
    expect(homeStock(world, 'SPJK0001BLKM')).toBe(25);
    await adjustHomeStock(world, 'SPJK0001BLKM', -20);
    expect(homeStock(world, 'SPJK0001BLKM')).toBe(5);
    expect(findVariant(world, 'SPJK0001BLKM')?.variant.availability).toBe('lowStock');
    await adjustHomeStock(world, 'SPJK0001BLKM', -50);
    expect(homeStock(world, 'SPJK0001BLKM')).toBe(0);
    expect(findVariant(world, 'SPJK0001BLKM')?.variant.availability).toBe('pickupOnly');
    expect(storeStock(world, '0412', 'SPJK0001BLKM')).toBe(5);
    await adjustStoreStock(world, '0412', 'SPJK0001BLKM', 2);
    expect(storeStock(world, '0412', 'SPJK0001BLKM')).toBe(7);
    const other = await catalogueWorld();
    expect(homeStock(other, 'SPJK0001BLKM')).toBe(25);
  });

  it('finds stores and decides store-bound orders', () => {
    expect(findStore(world, '0412')?.name).toBe('Denver Flagship');
    expect(findStore(world, '9999')).toBeUndefined();
    expect(allowPickupOrder(world, 'SPJK0001BLKM', '0412')).toBe(true);
    expect(allowPickupOrder(world, 'SPJK0001BLKM', '0810')).toBe(true);
    expect(allowPickupOrder(world, `${FIXTURE_IDS.customisable}BLKSM`, '0412')).toBe(false);
    expect(allowPickupOrder(world, 'SPJK0001BLKM', '9999')).toBe(false);
  });

  it('prices skus and finds recipes', () => {
    expect(variantPrice(world, 'SPJK0002ABLM')).toEqual({ current: 13495, original: 18000 });
    expect(variantPrice(world, 'SPJK0002ABLM', 'CAD')?.original).toBe(24295);
    expect(findRecipe(world, 'rcp-0001')?.sku).toBe(`${FIXTURE_IDS.customisable}BLKSM`);
  });
});
