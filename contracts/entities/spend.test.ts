import { describe, expect, it } from 'vitest';
import { consumerSpends } from './spend';

describe('consumer spends', () => {
  it('accepts employee cap and athlete credit', () => {
    const spends = {
      employee: { currentSpend: 420.5, annualCap: 1500 },
      athlete: { currentSpend: 0, annualCredit: 800 },
    };
    expect(consumerSpends.safeParse(spends).success).toBe(true);
  });

  it('rejects a negative spend and an employee spend without its cap', () => {
    expect(consumerSpends.safeParse({ employee: { currentSpend: -1, annualCap: 1500 } }).success).toBe(false);
    expect(consumerSpends.safeParse({ employee: { currentSpend: 10, annualCredit: 1500 } }).success).toBe(
      false,
    );
  });
});
