import { describe, expect, it } from 'vitest';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import { type BuiltStep, buildScenario } from './build-scenario';
import { codeOf, Expr, type Tree } from './code';
import type { Exchange } from './match-calls';

const json = (value: unknown) => JSON.stringify(value);

/** An exchange as the recording proxy hands it over. */
function call(
  method: string,
  target: string,
  body: unknown,
  status: number,
  answer: unknown,
  headers: Record<string, string> = {},
): Exchange {
  const [path = '', query = ''] = target.split('?');
  return {
    method,
    path,
    query,
    requestHeaders: { ...STOREFRONT_HEADERS, 'content-type': 'application/json', ...headers },
    requestBody: body === undefined ? undefined : json(body),
    status,
    responseBody: answer === undefined ? undefined : json(answer),
  };
}

const BEARER = { authorization: 'Bearer at-secret-guest-token-123456', cookie: 'sid=cookie-secret-42' };

function steps(exchanges: Exchange[]): BuiltStep[] {
  return buildScenario({ name: 'x', source: 'test', exchanges }).entries.flatMap((e) =>
    'step' in e ? [e.step] : [],
  );
}

const code = (tree: Tree | undefined) => codeOf(tree ?? null);

describe('a recording as scenario steps', () => {
  it('saves the ids an answer created and sends them from the variable, never as the literal', () => {
    const [token, create, add, ship] = steps([
      call('POST', '/token/v2/auth/token', { type: 'Guest' }, 200, {
        access_token: 'at-secret-guest-token-123456',
      }),
      call('POST', '/cart/v1/cart', {}, 201, { id: 'bk-000042', totalItems: 0 }, BEARER),
      call(
        'POST',
        '/cart/v1/item',
        { cartId: 'bk-000042', productId: 'SPJK0001BLKM', qty: 2 },
        200,
        {
          id: 'bk-000042',
          items: [{ id: 'it-000007', productId: 'SPJK0001BLKM', qty: 2 }],
        },
        BEARER,
      ),
      call(
        'POST',
        '/cart/v1/shippingMethod',
        { cartId: 'bk-000042', itemIds: ['it-000007'], code: 'standard' },
        200,
        {},
        BEARER,
      ),
    ]);
    expect(token?.save).toEqual({ token: 'access_token' });
    expect(create?.save).toEqual({ cartId: 'id' });
    expect(code(add?.body)).toBe("{ cartId: str(v, 'cartId'), productId: 'SPJK0001BLKM', qty: 2 }");
    expect(add?.save).toEqual({ itemId: 'items.0.id' });
    // `standard` is the contract's enum: a literal, even though an answer could have carried it.
    expect(code(ship?.body)).toBe(
      "{ cartId: str(v, 'cartId'), itemIds: [str(v, 'itemId')], code: 'standard' }",
    );
  });

  it('does not count an echo of an input, or what a GET read, as created', () => {
    const [, , add] = steps([
      call('GET', '/cart/v1/cart/bk-000042', undefined, 200, { id: 'bk-000042', note: 'SPJK0001BLKM' }),
      call('POST', '/cart/v1/cart', {}, 201, { id: 'bk-000099', productId: 'SPJK0001BLKM' }),
      call('POST', '/cart/v1/item', { cartId: 'bk-000042', productId: 'SPJK0001BLKM' }, 200, {}),
    ]);
    expect(code(add?.body)).toBe("{ cartId: 'bk-000042', productId: 'SPJK0001BLKM' }");
  });

  it('puts path parameters and query values through the same references', () => {
    const [, place, patch] = steps([
      call('POST', '/cart/v1/cart', {}, 201, { id: 'bk-000042' }),
      call('PUT', '/cart/v2/checkout/order', undefined, 200, {
        orderNumber: 'EC-00000009',
        st: 'st-abcdefghijklmnop',
      }),
      call(
        'PATCH',
        '/cart/v2/checkout/order/EC-00000009?st=st-abcdefghijklmnop',
        { paymentMethod: { code: 'CREDIT_CARD' } },
        200,
        {},
      ),
    ]);
    expect(place?.save).toEqual({ orderNumber: 'orderNumber', st: 'st' });
    expect(code(patch?.params)).toBe("{ orderNumber: str(v, 'orderNumber') }");
    expect(code(patch?.query)).toBe("{ st: str(v, 'st') }");
  });

  it('replaces passwords, cards, gift cards, bot-check answers and the PKCE pair with fixtures', () => {
    const built = buildScenario({
      name: 'x',
      source: 'test',
      exchanges: [
        call(
          'POST',
          '/consumers-v3/auth/signin',
          {
            type: 'Registered',
            username: 'shopper@example.com',
            password: 'My-Real-Pa55word',
            codeChallenge: 'challenge-of-the-browser-0123456789',
            recaptcha_response: 'real-bot-answer',
          },
          200,
          { authorizationCode: 'ac-0123456789abcdef' },
        ),
        call(
          'POST',
          '/cart/v1/cart/bk-1/paymentInstruments',
          {
            payment_method_id: 'CREDIT_CARD',
            card: {
              token: 'tok_live_9f8e7d',
              cardType: 'VISA',
              bin: '545454',
              lastFour: '5454',
              expiryMonth: 1,
              expiryYear: 2030,
              holderName: 'Real Name',
            },
          },
          200,
          {},
        ),
        call(
          'POST',
          '/cart/v1/cart/bk-1/paymentInstruments',
          { payment_method_id: 'GIFT_CARD', giftCardNumber: '6006499999999999', pin: '9876' },
          200,
          {},
        ),
        call(
          'POST',
          '/cart/v1/cart/bk-1/paymentInstruments',
          {
            payment_method_id: 'CREDIT_CARD',
            card: {
              token: 'tok_x',
              cardType: 'VISA',
              bin: '400000',
              lastFour: '3220',
              expiryMonth: 1,
              expiryYear: 2030,
              holderName: 'Real Name',
            },
          },
          200,
          {},
        ),
        call(
          'POST',
          '/cart/v1/cart/bk-1/paymentInstruments',
          { payment_method_id: 'REWARD_CARD', cardNumber: '7001234567890', pin: '4321' },
          200,
          {},
        ),
      ],
    });
    const [signIn, card, gift, challenge, reward] = built.entries.flatMap((e) =>
      'step' in e ? [e.step] : [],
    );
    const text = [signIn, card, gift, challenge, reward].map((s) => code(s?.body)).join('\n');
    for (const secret of [
      'My-Real-Pa55word',
      'challenge-of-the-browser',
      'real-bot-answer',
      'tok_live',
      'Real Name',
      '6006499999999999',
      '9876',
      '545454',
    ])
      expect(text).not.toContain(secret);
    expect(code(signIn?.body)).toContain("password: secret('HARNESS_PASSWORD', PASSWORDS.shopper)");
    expect(code(signIn?.body)).toContain('codeChallenge: PKCE.challenge');
    expect(code(signIn?.body)).toContain('recaptcha_response: BOT_CHECK_OK');
    expect(code(card?.body)).toContain("card: card('411111', '1111').card"); // no test card: the authorising one
    expect(code(challenge?.body)).toContain("card: card('400000', '3220').card"); // a test card keeps its outcome
    expect(code(gift?.body)).toContain(
      "giftCardNumber: secret('HARNESS_GIFT_CARD_NUMBER', giftCard(0).number)",
    );
    expect(code(reward?.body)).toContain(
      "cardNumber: secret('HARNESS_REWARD_CARD_NUMBER', rewardCard().number)",
    );
    expect(text).not.toContain('7001234567890');
    expect(text).not.toContain('4321');
    expect(built.redacted.length).toBeGreaterThanOrEqual(5);
  });

  it('writes a credential no earlier step gave as "redacted", with a warning', () => {
    const built = buildScenario({
      name: 'x',
      source: 'test',
      exchanges: [
        call(
          'POST',
          '/token/v2/auth/token',
          { type: 'Refresh', refresh_token: 'rt-from-before-the-recording' },
          200,
          {},
        ),
      ],
    });
    const [refresh] = built.entries.flatMap((e) => ('step' in e ? [e.step] : []));
    expect(code(refresh?.body)).not.toContain('rt-from-before');
    expect(code(refresh?.body)).toContain("'redacted'");
    expect(built.warnings.join('\n')).toMatch(/#1 getToken: body\.refresh_token held a credential/);
  });

  it("drops the runner's headers (token, cookie, session, tracing), keeps a contract header that differs", () => {
    const [place] = steps([
      call(
        'PUT',
        '/cart/v2/checkout/order',
        {},
        200,
        {},
        {
          ...BEARER,
          'x-harness-session': 'rec-1',
          'x-correlation-id': 'corr-1',
          'x-locale': 'en-gb',
          'x-region': 'EMEA',
        },
      ),
    ]);
    expect(place?.headers).toEqual({ 'x-locale': 'en-gb', 'x-region': 'EMEA' });
  });

  it('marks a call made without the token once a token was saved', () => {
    const [, anonymous, signed] = steps([
      call('POST', '/token/v2/auth/token', { type: 'Guest' }, 200, { access_token: 'at-1234567890' }),
      call('POST', '/cart/v1/cart', {}, 201, {}),
      call('POST', '/cart/v1/cart', {}, 201, {}, BEARER),
    ]);
    expect(anonymous?.authorised).toBe(false);
    expect(signed?.authorised).toBeUndefined();
  });

  it('expects the status only where it is not the default, the error id, flash codes and closed fields', () => {
    const [missing, drifted, placed] = steps([
      call('GET', '/cart/v1/cart/bk-1', undefined, 404, {
        errorDetails: [{ errorId: 'BSK404', message: 'gone' }],
      }),
      call('GET', '/cart/v1/cart/bk-1', undefined, 404, {
        errorDetails: [{ errorId: 'NOPE999', message: '?' }],
      }),
      call('PUT', '/cart/v2/checkout/order', {}, 200, {
        status: 'PAYMENT_PENDING',
        orderNumber: 'EC-1',
        flash: [{ code: 'PaymentNotAuthorized', message: 'bank' }],
      }),
    ]);
    expect(missing?.expect).toEqual({ errorId: 'BSK404' });
    expect(drifted?.expect).toEqual({ status: 404 });
    expect(placed?.expect).toEqual({
      flash: ['PaymentNotAuthorized'],
      fields: { status: 'PAYMENT_PENDING' },
    });
  });

  it('leaves out the harness control calls, preflights and calls of no operation, in place, with why', () => {
    const built = buildScenario({
      name: 'x',
      source: 'test',
      exchanges: [
        call('POST', '/__harness/reset', undefined, 200, {}),
        call('OPTIONS', '/cart/v1/cart', undefined, 204, undefined),
        call('GET', '/nowhere/v1/thing?access=tok-secret-1', undefined, 404, {}),
        call('POST', '/cart/v1/cart', {}, 201, {}),
      ],
    });
    expect(built.entries.map((e) => ('leftOut' in e ? e.leftOut.why : e.step.operationId))).toEqual([
      "the harness's own control call",
      'a CORS preflight',
      'no operation of the contracts takes this method and path',
      'createCart',
    ]);
    const unknown = built.entries[2];
    expect(unknown && 'leftOut' in unknown && unknown.leftOut.call).toBe('GET /nowhere/v1/thing?...');
  });

  it('warns when the calls of several sessions were recorded as one flow', () => {
    const built = buildScenario({
      name: 'x',
      source: 'test',
      exchanges: [
        call('POST', '/cart/v1/cart', {}, 201, {}, { 'x-harness-session': 'tab-a' }),
        call('POST', '/cart/v1/cart', {}, 201, {}, { 'x-harness-session': 'tab-b' }),
      ],
    });
    expect(built.warnings).toEqual([
      'calls of 2 sessions (tab-a, tab-b) were recorded as one flow; record one with --session NAME',
    ]);
  });

  it('lifts a sign-in the recording starts with into the setup, and keeps one in the middle of a flow', () => {
    const signIn = [
      call('POST', '/token/v2/auth/token', { type: 'Guest' }, 200, { access_token: 'at-guest-123456' }),
      call(
        'POST',
        '/consumers-v3/auth/signin',
        {
          type: 'Registered',
          username: 'registered@example.com',
          password: 'P4ssword!',
          codeChallenge: 'c'.repeat(43),
          recaptcha_response: 'r',
        },
        200,
        { authorizationCode: 'ac-0123456789abcdef' },
      ),
      call(
        'POST',
        '/token/v2/auth/token',
        {
          type: 'Registered',
          authorizationCode: 'ac-0123456789abcdef',
          codeVerifier: 'v'.repeat(43),
          guestObjects: {},
        },
        200,
        { access_token: 'at-registered-123456' },
        BEARER,
      ),
    ];
    const cart = call('POST', '/cart/v1/cart', {}, 201, { id: 'bk-000042' }, BEARER);
    const atStart = buildScenario({ name: 'x', source: 'test', exchanges: [...signIn, cart] });
    expect(codeOf(atStart.setup ?? null)).toBe(
      "{ shopper: { signIn: 'registered@example.com', password: secret('HARNESS_PASSWORD', PASSWORDS.shopper) } }",
    );
    expect(atStart.entries.map((e) => ('step' in e ? e.step.operationId : 'left out'))).toEqual([
      'createCart',
    ]);

    const midFlow = buildScenario({
      name: 'x',
      source: 'test',
      exchanges: [signIn[0] as Exchange, cart, ...signIn.slice(1)],
    });
    expect(midFlow.setup).toBeUndefined();
    expect(midFlow.entries).toHaveLength(4);

    const refused = buildScenario({
      name: 'x',
      source: 'test',
      exchanges: [
        ...signIn.slice(0, 2),
        call('POST', '/token/v2/auth/token', {}, 400, { errorDetails: [{ errorId: 'API400', message: '' }] }),
      ],
    });
    expect(refused.setup).toBeUndefined();
  });

  it('keeps expressions as they are when mapping leaves', () => {
    expect(code({ a: new Expr('X.y') })).toBe('{ a: X.y }');
  });
});
