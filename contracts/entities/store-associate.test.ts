import { describe, expect, it } from 'vitest';
import { associateStore, buyInStoreSession, storeEmployee } from './store-associate';

describe('store associate entities', () => {
  it('accepts a buy-in-store session, a store and an employee', () => {
    const session = {
      storeId: '0412',
      storeName: 'Denver Flagship',
      storeEmployeeId: 'E10442',
      storeEmployeeName: 'Sam Reyes',
    };
    expect(buyInStoreSession.safeParse(session).success).toBe(true);
    const store = {
      storeId: '0412',
      storeName: 'Denver Flagship',
      countryCode: 'US',
      buyInStoreEnabled: true,
    };
    expect(associateStore.safeParse(store).success).toBe(true);
    expect(
      storeEmployee.safeParse({ storeEmployeeId: 'E10442', storeEmployeeName: 'Sam Reyes', role: 'MANAGER' })
        .success,
    ).toBe(true);
  });

  it('rejects a bad employee id, a missing store name and an unknown role', () => {
    const session = {
      storeId: '0412',
      storeName: 'Denver',
      storeEmployeeId: 'E 10442',
      storeEmployeeName: 'Sam',
    };
    expect(buyInStoreSession.safeParse(session).success).toBe(false);
    expect(
      associateStore.safeParse({ storeId: '0412', countryCode: 'US', buyInStoreEnabled: true }).success,
    ).toBe(false);
    expect(
      storeEmployee.safeParse({ storeEmployeeId: 'E1', storeEmployeeName: 'Sam', role: 'CEO' }).success,
    ).toBe(false);
  });
});
