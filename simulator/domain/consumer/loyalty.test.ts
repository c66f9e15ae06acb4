import { describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../db/seed/seed-time';
import { applicableVouchers, loyaltyFailure, vouchersView, welcomePromo } from './loyalty';
import { documented } from './test-accounts';

describe('loyalty', () => {
  it('refuses non-members (REW130), unconfirmed members (REW135) and members without an id (4044)', () => {
    expect(loyaltyFailure(documented('registered@example.com'))?.errorId).toBe('REW130');
    expect(loyaltyFailure(documented('loyalty.pending@example.com'))?.errorId).toBe('REW135');
    expect(loyaltyFailure({ ...documented('loyalty@example.com'), memberId: undefined })?.errorId).toBe(
      '4044',
    );
    expect(loyaltyFailure(documented('loyalty@example.com'))).toBeUndefined();
  });

  it('offers the voucher tiers the points can buy', () => {
    expect(applicableVouchers(2400, 'USD').map((v) => v.points)).toEqual([500, 1000, 2000]);
    expect(applicableVouchers(499, 'USD')).toEqual([]);
    const member = documented('loyalty@example.com') as ReturnType<typeof documented> & { memberId: string };
    expect(vouchersView(member, new Date(SEED_NOW))).toMatchObject({
      memberId: 'LM-0042317',
      currentLoyaltyPoints: 2400,
    });
  });

  it('reads an available voucher past its expiresAt as EXPIRED', () => {
    const member = documented('loyalty@example.com') as ReturnType<typeof documented> & { memberId: string };
    const status = (now: string) =>
      vouchersView(member, new Date(now)).vouchers?.find((v) => v.code === 'LV-10-AVAIL')?.status;
    expect(status(SEED_NOW)).toBe('AVAILABLE');
    expect(status('2099-01-01T00:00:00.000Z')).toBe('EXPIRED');
  });

  it('gives a 10 percent welcome offer valid 30 days from the opt-in', () => {
    const member = {
      ...documented('loyalty@example.com'),
      memberId: 'LM-1',
      loyaltyOptInDate: '2026-03-01T00:00:00.000Z',
    };
    expect(welcomePromo(member, new Date())).toMatchObject({
      discount: { type: 'PERCENT', value: 10 },
      couponCode: 'WELCOME-LM-1',
      redeemed: false,
      expiresAt: '2026-03-31T00:00:00.000Z',
    });
  });
});
