import { afterEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../contracts/registry/operations';
import { failure } from '../domain/failure';
import { handlerMap } from '../handlers';
import { plainRequest } from '../testing/plain-request';
import { STOREFRONT_HEADERS } from '../testing/storefront-headers';
import { handleOperation } from './handle-operation';
import type { HandlerMap } from './handler-types';
import { createSimulatorCore } from './simulator-core';

const getCart = async (sim: ReturnType<typeof createSimulatorCore>) => {
  const answer = await handleOperation(
    sim,
    operations.getCart,
    plainRequest('/cart/v1/cart/bk-1', { headers: STOREFRONT_HEADERS }),
    { basketId: 'bk-1' },
  );
  if (!('status' in answer)) throw new Error('getCart reset the connection');
  return { status: answer.status, json: () => JSON.parse(answer.body ?? '') };
};

// One handler map for every test: getCart answers whichever id the test sets.
let answeredId: 'PYT402' | 'BSK404' = 'BSK404';
const handlers: HandlerMap = { ...handlerMap, getCart: () => failure(answeredId) };
const checked = createSimulatorCore(handlers, { validateResponses: true });
const unchecked = createSimulatorCore(handlers, { validateResponses: false });

// The first call seeds a world, which takes seconds on a loaded machine.
describe('error answers are checked against the operation contract', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 500 GEN500 naming the operation and an id it does not declare', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answeredId = 'PYT402';
    const response = await getCart(checked);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.errorDetails[0].errorId).toBe('GEN500');
    expect(body.errorDetails[0].message).toMatch(/getCart answered PYT402/);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/getCart answered PYT402/));
  });

  it('passes a declared id through with its catalogue status', async () => {
    answeredId = 'BSK404';
    const response = await getCart(checked);
    expect(response.status).toBe(404);
    expect((await response.json()).errorDetails[0].errorId).toBe('BSK404');
  });

  it('lets an undeclared id through when answers are not validated (production)', async () => {
    answeredId = 'PYT402';
    const response = await getCart(unchecked);
    expect((await response.json()).errorDetails[0].errorId).toBe('PYT402');
  });
});

describe('success answers are validated once per exact text', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  // getServerTime answers whatever body the test sets; its contract wants a time.
  let body: unknown = {};
  const sim = createSimulatorCore(
    { ...handlerMap, getServerTime: () => ({ body: body as never }) },
    { validateResponses: true },
  );
  const serverTime = async () => {
    const answer = await handleOperation(
      sim,
      operations.getServerTime,
      plainRequest('/fapi/server/time', { headers: STOREFRONT_HEADERS }),
      {},
    );
    if (!('status' in answer)) throw new Error('reset');
    return answer;
  };

  it('checks an answer it has not seen, skips the schema for the same bytes, and still refuses a bad one', async () => {
    const valid = (await handleOperation(
      createSimulatorCore(handlerMap, { validateResponses: true }),
      operations.getServerTime,
      plainRequest('/fapi/server/time', { headers: STOREFRONT_HEADERS }),
      {},
    )) as { body: string };
    body = JSON.parse(valid.body);
    const schema = operations.getServerTime.response.body;
    const parse = vi.spyOn(schema, 'safeParse');
    expect((await serverTime()).status).toBe(200);
    expect((await serverTime()).status).toBe(200);
    expect(parse).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    body = { time: 'not a time at all', extra: true };
    const refused = await serverTime();
    expect(refused.status).toBe(500);
    expect(refused.body).toMatch(/Contract violation in the getServerTime answer/);
    // A refused answer is never remembered as valid.
    expect((await serverTime()).status).toBe(500);
    expect(parse).toHaveBeenCalledTimes(3);
  });
});
