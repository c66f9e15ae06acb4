import { describe, expect, it } from 'vitest';
import { validateAddress } from '../../domain/consumer/address-validation';
import { isFailure } from '../../domain/failure';
import { accountRecord, associateRecord, purchaseRecord } from '../account-records';
import { generateConsumerSeed } from './consumer-seed';
import { CONSUMER_PASSWORD } from './consumer-seed-parts';

describe('consumer seed', () => {
  const seed = generateConsumerSeed(7);

  it('is valid against the store schemas, with unique ids and emails', () => {
    for (const account of seed.accounts) expect(accountRecord.safeParse(account).error).toBeUndefined();
    for (const associate of seed.associates) expect(associateRecord.safeParse(associate).success).toBe(true);
    for (const purchase of seed.purchases) expect(purchaseRecord.safeParse(purchase).error).toBeUndefined();
    expect(new Set(seed.accounts.map((a) => a.consumerId)).size).toBe(seed.accounts.length);
    expect(new Set(seed.accounts.map((a) => a.email)).size).toBe(seed.accounts.length);
    expect(new Set(seed.accounts.filter((a) => a.phone).map((a) => a.phone)).size).toBe(
      seed.accounts.filter((a) => a.phone).length,
    );
  });

  it('holds addresses that pass their own address rules', () => {
    for (const account of seed.accounts) {
      for (const address of account.addresses) {
        const form = address.approachType === 'B' ? 'billing' : 'shipping';
        expect([address.id, !isFailure(validateAddress(address, form))]).toEqual([address.id, true]);
      }
    }
  });

  it('is deterministic, and the documented sign-ins do not depend on the seed', () => {
    expect(generateConsumerSeed(7)).toEqual(seed);
    const other = generateConsumerSeed(8);
    expect(other.credentials).toEqual(seed.credentials);
    const documented = (s: typeof seed) => s.accounts.filter((a) => !a.email.startsWith('shopper'));
    expect(documented(other)).toEqual(documented(seed));
    expect(other.accounts.find((a) => a.email === 'shopper01@example.com')?.firstName).not.toBe(
      seed.accounts.find((a) => a.email === 'shopper01@example.com')?.firstName,
    );
  });

  it('has every documented kind of consumer', () => {
    const by = (email: string) => seed.accounts.find((a) => a.email === email);
    expect(by('registered@example.com')?.password).toBe(CONSUMER_PASSWORD);
    expect(by('loyalty@example.com')).toMatchObject({ isLoyaltyMember: true, loyaltyPoints: 2400 });
    expect(by('athlete@example.com')?.athlete).toMatchObject({ remainingAmount: 1100, payableAmount: 1100 });
    expect(by('employee@example.com')).toMatchObject({
      consumerType: 'EMPLOYEE',
      employee: { isEmployeeDiscountTCAccepted: false, annualCap: 1000 },
    });
    expect(by('prosumer@example.com')?.identities.map((i) => i.type)).toEqual(['WRANX', 'IPA']);
    expect(by('noprofile@example.com')?.hasProfile).toBe(false);
    expect(by('locked@example.com')?.locked).toBe(true);
    expect(by('partial@example.com')?.phone).toBeUndefined();
    expect(seed.associates[0]).toMatchObject({ storeId: '0412', username: 'E10442' });
  });
});
