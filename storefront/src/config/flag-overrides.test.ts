import { describe, expect, it } from 'vitest';
import {
  applyOverrides,
  FLAGS_STORAGE_KEY,
  flagOverridesAllowed,
  parseFlagsParam,
  parseStoredFlags,
  readFlagOverrides,
} from './flag-overrides';
import { SITES } from './site-config';

describe('flag overrides', () => {
  it('applies boolean overrides to known features only, without changing the input', () => {
    const base = SITES['en-us'];
    const next = applyOverrides(base, {
      favorites: false,
      expressCheckout: false,
      bogus: true,
      rewardsBar: 'no',
    });
    expect(next.features.favorites).toBe(false);
    expect(next.features.expressCheckout).toBe(false);
    expect(next.features.rewardsBar).toBe(base.features.rewardsBar);
    expect(next.features).not.toHaveProperty('bogus');
    expect(base.features.favorites).toBe(true);
  });

  it('parses ?flags=favorites:off,expressCheckout:on', () => {
    expect(parseFlagsParam('favorites:off,expressCheckout:on')).toEqual({
      favorites: false,
      expressCheckout: true,
    });
    expect(parseFlagsParam(' favorites : false , x:maybe, :on,,loyaltyFeatures:1')).toEqual({
      favorites: false,
      loyaltyFeatures: true,
    });
    expect(parseFlagsParam(null)).toEqual({});
  });

  it('parses the stored JSON and ignores junk', () => {
    expect(parseStoredFlags('{"favorites":false,"n":1}')).toEqual({ favorites: false });
    expect(parseStoredFlags('not json')).toEqual({});
    expect(parseStoredFlags('[true]')).toEqual({});
    expect(parseStoredFlags(null)).toEqual({});
  });

  it('reads localStorage then the query string, the URL winning', () => {
    localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify({ favorites: false, rewardsBar: false }));
    expect(readFlagOverrides('?flags=favorites:on', localStorage)).toEqual({
      favorites: true,
      rewardsBar: false,
    });
    expect(readFlagOverrides('', localStorage)).toEqual({ favorites: false, rewardsBar: false });
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readFlagOverrides('?flags=favorites:off', throwing)).toEqual({ favorites: false });
  });

  it('ignores both overrides in a production build, unless it was built with VITE_FLAG_OVERRIDES=true', () => {
    localStorage.setItem(FLAGS_STORAGE_KEY, JSON.stringify({ favorites: false }));
    const production = { DEV: false, PROD: true, MODE: 'production' };
    expect(readFlagOverrides('?flags=expressCheckout:off', localStorage, production)).toEqual({});
    expect(
      readFlagOverrides('?flags=expressCheckout:off', localStorage, {
        ...production,
        VITE_FLAG_OVERRIDES: 'false',
      }),
    ).toEqual({});
    expect(
      readFlagOverrides('?flags=expressCheckout:off', localStorage, {
        ...production,
        VITE_FLAG_OVERRIDES: 'true',
      }),
    ).toEqual({
      favorites: false,
      expressCheckout: false,
    });
  });

  it('reads them in development and tests', () => {
    expect(flagOverridesAllowed(import.meta.env)).toBe(true);
    expect(flagOverridesAllowed({ DEV: true })).toBe(true);
    expect(readFlagOverrides('?flags=favorites:off', undefined, { DEV: true })).toEqual({ favorites: false });
  });
});
