import { describe, expect, it } from 'vitest';
import { catalogue } from '../../contracts/errors/catalogue';
import { FLASH_CODES } from '../../contracts/errors/error-ids';
import { operations } from '../../contracts/registry/operations';
import { operationSteps, type Scenario } from '../scenario';
import { flowScenarios } from '.';

/** The named flows are well-formed data: the runner (scenarios/all-scenarios.test.ts) checks they pass. */

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isOperation = (id: string) => Object.hasOwn(operations, id);
const inCatalogue = (id: string) => Object.hasOwn(catalogue, id);

/** The flows issue 4 names, by the scenario names QA and the Pact provider states use. */
const REQUIRED = [
  'guest-checkout',
  'registered-checkout',
  'express-checkout',
  'express-checkout-fallback',
  'three-ds-challenge-success',
  'three-ds-challenge-failed-patch',
  'cart-not-found-recovery',
  'invalid-customer',
  'token-exchange-409-then-retry',
  'employee-discount-terms',
  'associate-buy-in-store',
  'gift-card-partial-payment',
  'loyalty-voucher',
  'athlete-payment',
  'coupon-apply-and-remove',
  'save-for-later-to-cart',
  'sms-opt-in-and-opt-out',
];

/** Delivery notices and item states the simulator can produce for real, each by some flow. */
const REACHABLE_FLASH = [
  'PaymentNotAuthorized',
  'PickupToSts',
  'PickupToSth',
  'StsToPickup',
  'STHToPickup',
  'OrderShippingMethodDowngraded',
  'PickupToSthTransition',
  'StsToSthTransition',
  'ProductItemNotAvailable',
  'InvalidShippingAddress',
  'ProductLineItemInventoryMissing',
  'ProductLineItemFullInventoryMissing',
  'ProductItemMaxQuantity',
  'ProductItemRequired',
];

/** Every id a step expects: its error id and its flash codes. */
const expectedIds = (scenario: Scenario) =>
  operationSteps(scenario).flatMap((s) => [
    ...(s.expect.errorId ? [s.expect.errorId] : []),
    ...(s.expect.flash ?? []),
  ]);

describe('named flow scenarios', () => {
  it('have unique kebab-case names, a description, steps and the flow tag', () => {
    const names = flowScenarios.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const scenario of flowScenarios) {
      expect(scenario.name, scenario.name).toMatch(KEBAB);
      expect(scenario.description.length, scenario.name).toBeGreaterThan(20);
      expect(scenario.tags, scenario.name).toContain('flow');
      expect(scenario.steps.length, scenario.name).toBeGreaterThan(0);
    }
  });

  it('include every flow issue 4 names', () => {
    const names = flowScenarios.map((s) => s.name);
    for (const name of REQUIRED) expect(names, name).toContain(name);
  });

  it('call only operations of the registry, with named steps', () => {
    for (const scenario of flowScenarios) {
      for (const step of operationSteps(scenario)) {
        expect(isOperation(step.operation), `${scenario.name}: ${step.operation}`).toBe(true);
        expect(step.name.trim().length, `${scenario.name}: ${step.operation}`).toBeGreaterThan(0);
      }
    }
  });

  it('expect and produce only catalogue ids, and expect every id they produce', () => {
    for (const scenario of flowScenarios) {
      const expected = expectedIds(scenario);
      for (const id of expected) expect(inCatalogue(id), `${scenario.name}: ${id}`).toBe(true);
      for (const id of scenario.produces ?? []) {
        expect(inCatalogue(id), `${scenario.name} produces ${id}`).toBe(true);
        expect(expected, `${scenario.name} produces ${id} but no step expects it`).toContain(id);
      }
      for (const step of operationSteps(scenario)) {
        for (const code of step.expect.flash ?? []) expect(FLASH_CODES, `${scenario.name}`).toContain(code);
      }
    }
  });

  it('inject faults only when marked injected, on real operations and catalogue ids', () => {
    for (const scenario of flowScenarios) {
      const faults = scenario.setup?.faults ?? [];
      expect(faults.length > 0, `${scenario.name}: faults and injected go together`).toBe(
        scenario.injected === true,
      );
      if (scenario.injected) expect(scenario.tags, scenario.name).toContain('injected');
      for (const fault of faults) {
        expect(isOperation(fault.operation), `${scenario.name}: ${fault.operation}`).toBe(true);
        if (fault.errorId)
          expect(inCatalogue(fault.errorId), `${scenario.name}: ${fault.errorId}`).toBe(true);
      }
    }
  });

  it('show each reachable delivery notice and item state through a real condition', () => {
    const real = flowScenarios.filter((s) => !s.injected).flatMap(expectedIds);
    for (const code of REACHABLE_FLASH) expect(real, code).toContain(code);
  });
});
