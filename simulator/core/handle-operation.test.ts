import { afterEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../contracts/registry/operations';
import { handlerMap } from '../handlers';
import { STOREFRONT_HEADERS } from '../testing/storefront-headers';
import { failure } from './failure';
import { handleOperation } from './handle-operation';
import type { HandlerMap } from './handler-types';
import { createSimulatorCore } from './simulator';

const getCart = (sim: ReturnType<typeof createSimulatorCore>) =>
  handleOperation(
    sim,
    operations.getCart,
    new Request('http://localhost/cart/v1/cart/bk-1', { headers: STOREFRONT_HEADERS }),
    { basketId: 'bk-1' },
  );

const answering = (id: 'PYT402' | 'BSK404' | 'AUT403'): HandlerMap => ({
  ...handlerMap,
  getCart: () => failure(id),
});

describe('error answers are checked against the operation contract', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 500 GEN500 naming the operation and an id it does not declare', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await getCart(createSimulatorCore(answering('PYT402'), { validateResponses: true }));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.errorDetails[0].errorId).toBe('GEN500');
    expect(body.errorDetails[0].message).toMatch(/getCart answered PYT402/);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/getCart answered PYT402/));
  });

  it('passes a declared id through with its catalogue status', async () => {
    const response = await getCart(createSimulatorCore(answering('BSK404'), { validateResponses: true }));
    expect(response.status).toBe(404);
    expect((await response.json()).errorDetails[0].errorId).toBe('BSK404');
  });

  it('lets an undeclared id through when answers are not validated (production)', async () => {
    const response = await getCart(createSimulatorCore(answering('PYT402'), { validateResponses: false }));
    expect((await response.json()).errorDetails[0].errorId).toBe('PYT402');
  });
});
