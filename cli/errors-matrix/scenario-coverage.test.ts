import { describe, expect, it } from 'vitest';
import { defineScenario, step } from '../../scenarios/scenario';
import { reachesOf, scenarioCoverage } from './scenario-coverage';

const getCart = (errorId?: 'BSK404' | 'GEN500', flash?: ['PickupToSth']) =>
  step('getCart', {
    name: 'read the cart',
    params: { basketId: 'c1' },
    expect: { ...(errorId ? { errorId } : {}), ...(flash ? { flash } : {}) },
  });

describe('which ids a scenario reaches, and how', () => {
  it('takes the ids its steps expect, error ids and flash codes, as reached by a condition', () => {
    const s = defineScenario({
      name: 'a',
      description: '',
      tags: [],
      steps: [getCart('BSK404', ['PickupToSth'])],
    });
    expect([...reachesOf(s)]).toEqual([
      ['BSK404', 'condition'],
      ['PickupToSth', 'condition'],
    ]);
  });

  it('takes an id a fault of the scenario answers as reached by the fault', () => {
    const s = defineScenario({
      name: 'b',
      description: '',
      tags: [],
      injected: true,
      produces: ['GEN500'],
      setup: { faults: [{ operation: 'getServerTime', errorId: 'GEN500', times: 1 }] },
      steps: [getCart('GEN500')],
    });
    expect([...reachesOf(s)]).toEqual([['GEN500', 'fault']]);
  });

  it('takes an id answered on an operation carrying a status or network fault as reached by the fault', () => {
    const s = defineScenario({
      name: 'c',
      description: '',
      tags: [],
      injected: true,
      setup: { faults: [{ operation: 'getCart', status: 500, times: 1 }] },
      steps: [getCart('GEN500')],
    });
    expect(reachesOf(s).get('GEN500')).toBe('fault');
  });

  it('lists the scenarios reaching an id by a condition before those injecting it', () => {
    const injected = defineScenario({
      name: 'injected',
      description: '',
      tags: [],
      injected: true,
      setup: { faults: [{ operation: 'getCart', errorId: 'BSK404', times: 1 }] },
      steps: [getCart('BSK404')],
    });
    const real = defineScenario({ name: 'real', description: '', tags: [], steps: [getCart('BSK404')] });
    expect(scenarioCoverage([injected, real]).get('BSK404')).toEqual([
      { scenario: 'real', by: 'condition' },
      { scenario: 'injected', by: 'fault' },
    ]);
  });
});
