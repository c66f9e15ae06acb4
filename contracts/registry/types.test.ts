import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Cart } from '../entities/cart';
import type { OperationId } from './operations';
import { operations } from './operations';
import type { ParamsOf, RequestBodyOf, ResponseBodyOf } from './types';

/** The shape the simulator's handler map takes: one entry per operation, typed by its contract. */
type HandlerMap = {
  [Id in OperationId]: (body: RequestBodyOf<Id>, params: ParamsOf<Id>) => ResponseBodyOf<Id>;
};

describe('types derived from the registry', () => {
  it('types params, bodies and answers from the contracts', () => {
    expectTypeOf<ParamsOf<'getCart'>>().toEqualTypeOf<{ basketId: string }>();
    expectTypeOf<ResponseBodyOf<'getCart'>>().toEqualTypeOf<Cart>();
    expectTypeOf<RequestBodyOf<'getServerTime'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseBodyOf<'getServerTime'>>().toEqualTypeOf<{ timestamp: string }>();
    expectTypeOf<RequestBodyOf<'applyCoupon'>>().toHaveProperty('code');
  });

  it('makes a handler map that misses an operation a compile error', () => {
    // @ts-expect-error every OperationId needs a handler; tsc fails here if this partial map type-checks
    const partial: HandlerMap = { getServerTime: () => ({ timestamp: new Date().toISOString() }) };
    expect(Object.keys(partial)).toHaveLength(1);
    expect(Object.keys(operations).length).toBeGreaterThan(100);
  });
});
