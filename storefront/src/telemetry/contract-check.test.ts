import { describe, expect, it } from 'vitest';
import { type ContractViolation, createContractCheck } from './contract-check';
import { loadRegistryCheck } from './registry-check';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the development contract check', () => {
  it('reports an answer that breaks its contract, naming the field, and passes a good one', async () => {
    const violations: ContractViolation[] = [];
    const check = createContractCheck(loadRegistryCheck, (v) => violations.push(v));
    const good = { received: true, contract: 'getCart' };
    check({ operationId: 'validateResponse', status: 202, body: good, url: '/x' });
    check({ operationId: 'getServerTime', status: 200, body: { serverTime: 42 }, url: '/fapi/server/time' });
    const fine = { timestamp: new Date().toISOString() };
    check({ operationId: 'getServerTime', status: 200, body: fine, url: '/fapi/server/time' });
    await loadRegistryCheck(); // the same dynamic import the check awaits
    await flush();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ operationId: 'getServerTime', url: '/fapi/server/time' });
    expect(violations[0]?.issues.length).toBeGreaterThan(0);
  });

  it('ignores answers whose status is not the contract success status (a 304, say)', async () => {
    const check = await loadRegistryCheck();
    expect(check({ operationId: 'getServerTime', status: 304, body: undefined, url: '' })).toEqual([]);
  });
});
