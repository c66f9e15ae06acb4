import { describe, expect, it } from 'vitest';
import { catalogue } from '../errors/catalogue';
import { operations } from '../registry/operations';
import { PROSE_RULES, proseRuleFor, proseRulesOf } from './prose-rules';

describe('the rules the document states in words', () => {
  it('name operations that exist and declare the id, answered with 400', () => {
    const wrong = PROSE_RULES.flatMap((rule) => [
      ...(rule.operations.length === 0 ? [`${rule.description}: no operation`] : []),
      ...rule.operations
        .filter((id) => !(operations[id]?.errorIds as readonly string[] | undefined)?.includes(rule.errorId))
        .map((id) => `${id} does not declare ${rule.errorId}`),
      ...(catalogue[rule.errorId].kind === 'error' && catalogue[rule.errorId].status === 400
        ? []
        : [`${rule.errorId} is not a 400`]),
    ]);
    expect(wrong).toEqual([]);
  });

  it('explain a refusal only by its operation, id and field', () => {
    const region =
      'headers.x-region: Region NORA does not serve locale en-gb: no customer list for this site';
    expect(proseRuleFor('getCart', 'AUT440', region)?.field).toBe('headers.x-region');
    expect(proseRuleFor('getCart', 'AUT440', 'headers.x-brand: Unknown brand')).toBeUndefined();
    expect(proseRuleFor('getCart', 'API400', region)).toBeUndefined();
    expect(
      proseRuleFor('subscribeBackInStock', 'API400', 'body.sku: The sku must belong to the product'),
    ).toBeDefined();
    expect(
      proseRuleFor('addCartItem', 'API400', 'body.sku: The sku must belong to the product'),
    ).toBeUndefined();
    // A rule on a field covers the fields under it, not a field that merely starts alike.
    expect(
      proseRuleFor('submitContactUs', 'API400', 'body.payload.category: unknown category X'),
    ).toBeDefined();
    expect(proseRuleFor('submitContactUs', 'API400', 'body.payloadX: nope')).toBeUndefined();
  });

  it('are listed per operation for its description', () => {
    expect(proseRulesOf('getGiftCardBalance').map((r) => r.errorId)).toContain('GFC700');
    expect(proseRulesOf('getServerTime').map((r) => r.errorId)).not.toContain('GFC700');
  });
});
