import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/common/error-envelope';
import { catalogue } from '../../contracts/errors/catalogue';
import type { Operation } from '../../contracts/registry/define-operations';
import { operationList } from '../../contracts/registry/operations';
import { STOREFRONT_HEADERS, useTestServer } from '../testing/test-server';

/** Plausible values for path parameters, so the part we break is the one that fails. */
const PARAM_VALUES: Record<string, string> = {
  mode: 'publish',
  siteId: 'summitpeak-us',
  countryCode: 'US',
  categoryId: '10001',
  page: 'account',
  parentPageSlug: 'help',
  docType: 'article',
  searchType: 'article',
  brand: 'summitpeak',
  sdkKey: 'sdk-key-1',
  productType: 'footwear',
  contract: 'getCart',
};
const pathFor = (op: Operation) =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => PARAM_VALUES[name] ?? 'X1234567');

type Breakage = { part: string; init: RequestInit; path: string } | undefined;

/** One way to break each operation's request, chosen from its contract. */
function breakRequest(op: Operation): Breakage {
  const path = pathFor(op);
  const headers = { ...STOREFRONT_HEADERS, 'content-type': 'application/json' };
  if (op.request.headers && 'x-channel' in op.request.headers.shape) {
    return {
      part: 'headers',
      path,
      init: { headers: { ...headers, 'x-channel': 'WEB' }, body: op.request.body ? '{}' : undefined },
    };
  }
  if (op.request.body) return { part: 'body', path, init: { headers, body: '"not an object"' } };
  if (op.request.params && 'mode' in op.request.params.shape) {
    return { part: 'params', path: path.replace('/publish/', '/draft/'), init: { headers } };
  }
  if (op.request.query && 'locale' in op.request.query.shape) {
    return { part: 'query', path: `${path}?locale=english`, init: { headers } };
  }
  if (op.request.params && 'sdkKey' in op.request.params.shape) {
    return { part: 'params', path: path.replace('sdk-key-1', 'short'), init: { headers } };
  }
  if (op.request.query) return { part: 'query', path, init: { headers } };
  return undefined;
}

/** Operations that take no input at all: there is no bad request to send them. */
const NO_INPUT = ['getServerTime'];

const server = useTestServer();

describe('every operation answers a bad request with 400 and the envelope', () => {
  it('leaves only operations without any input unbroken', () => {
    const unbroken = operationList.filter((op) => !breakRequest(op)).map((op) => op.operationId);
    expect(unbroken.sort()).toEqual([...NO_INPUT].sort());
  });

  const breakable = operationList.filter((op) => breakRequest(op)).map((op) => [op.operationId, op] as const);
  it.each(breakable)('%s', async (_id, op) => {
    const broken = breakRequest(op);
    if (!broken) throw new Error('unreachable');
    const response = await fetch(`${server.url}${broken.path}`, {
      method: op.method.toUpperCase(),
      ...broken.init,
      headers: { ...(broken.init.headers as Record<string, string>), 'x-harness-session': 'bad-requests' },
    });
    expect(response.status).toBe(400);
    const envelope = errorEnvelope.parse(await response.json());
    const [detail] = envelope.errorDetails;
    expect(detail && catalogue[detail.errorId]).toBeDefined();
    // The message names the part and field that failed first (parse order: params, headers, query, body).
    expect(detail?.message).toMatch(/^(params|headers|query|body)(\.|:)/);
  });
});
