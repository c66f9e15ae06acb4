import { describe, expect, it } from 'vitest';
import { SITES } from '../../../config/site-config';
import { ACCOUNT_AREAS, shownAreas } from './account-areas';
import { accountPath } from './account-path';

describe('the account areas', () => {
  it('starts with the overview at /{locale}/account, and every area has its own address and label', () => {
    expect(ACCOUNT_AREAS[0]).toMatchObject({ id: 'overview', path: '' });
    const paths = ACCOUNT_AREAS.map((area) => area.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of ACCOUNT_AREAS) expect(area.label).toMatch(/^accountArea\.nav\./);
    expect(accountPath('fr-ca')).toBe('/fr-ca/account');
    expect(accountPath('fr-ca', 'orders')).toBe('/fr-ca/account/orders');
  });

  it('offers the overview to everyone, associates in store included', () => {
    const facts = { features: SITES['en-us'].features, inStoreAssociate: true };
    expect(shownAreas(facts).map((area) => area.id)).toContain('overview');
  });
});
