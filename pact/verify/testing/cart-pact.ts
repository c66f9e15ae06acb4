import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { HEADER } from '../../../contracts/common/headers';
import { STOREFRONT_HEADERS } from '../../../simulator/testing/storefront-headers';
import { recordPact } from './record-pact';

const { like, eachLike, integer, fromProviderState } = MatchersV3;

/** Pact's provider-state expression for a value the state answers (`${cartId}` in the pact file). */
const stateValue = (name: string) => `\${${name}}`;

export const CART_INTERACTION = 'a request for the cart with its lines';

/**
 * Writes a small V4 pact (storefront -> commerce-api) into `dir` through pact-js's real mock server: one
 * interaction reading a cart given `state` (by default a real provider state), its path and bearer token
 * injected from the state's values, its answer described with type matchers.
 */
export function writeCartPact(dir: string, state = 'a guest cart with two lines'): Promise<string> {
  const headers = { ...STOREFRONT_HEADERS, [HEADER.accessKey]: 'Bearer guest-token' };
  const readCart = (pact: PactV4) =>
    pact
      .addInteraction()
      .given(state)
      .uponReceiving(CART_INTERACTION)
      .withRequest(
        'GET',
        fromProviderState(`/cart/v1/cart/${stateValue('cartId')}`, '/cart/v1/cart/bk-000001'),
        (b) =>
          b.headers({
            ...STOREFRONT_HEADERS,
            [HEADER.accessKey]: fromProviderState(
              `Bearer ${stateValue('accessToken')}`,
              headers[HEADER.accessKey],
            ),
          }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ id: like('bk-000001'), items: eachLike({ id: like('it-1'), qty: integer(1) }) }),
      )
      .executeTest(async (server) => {
        const answer = await fetch(`${server.url}/cart/v1/cart/bk-000001`, { headers });
        if (answer.status !== 200) throw new Error(`the mock server answered ${answer.status}`);
      });
  return recordPact({ dir, consumer: 'storefront', provider: 'commerce-api' }, [readCart]);
}
