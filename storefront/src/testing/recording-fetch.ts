/** One call as it went out to the simulator, and what it answered. */
export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: string;
  readonly authorization: string | null;
  /** The answer's text, once it came (calls are listed in the order they went out). */
  answer: string;
}

export const TOKEN_PATH = '/token/v2/auth/token';

/**
 * A `fetch` for the commerce adapter under test that passes every call through to the simulator's real
 * handlers and records it (never a mock): what went out, with which token, and what came back.
 */
export function recordingFetch() {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: String(init?.body ?? ''),
      authorization: new Headers(init?.headers).get('authorization'),
      answer: '',
    };
    calls.push(call);
    const response = await globalThis.fetch(input, init);
    call.answer = await response.clone().text();
    return response;
  };
  const count = (method: string, path: string, bodyHas = '') =>
    calls.filter((c) => c.method === method && c.path === path && c.body.includes(bodyHas)).length;
  /** The refresh tokens the refresh grants presented, in order. */
  const presentedRefreshTokens = () =>
    calls
      .filter((c) => c.path === TOKEN_PATH && c.body.includes('"Refresh"'))
      .map((c) => (JSON.parse(c.body) as { refreshToken: string }).refreshToken);
  /** Every token the backend handed out (access and refresh), from the answers that carry them. */
  const issuedTokens = () =>
    calls.flatMap((c) => {
      try {
        const answer = JSON.parse(c.answer) as { access_token?: unknown; refreshToken?: unknown };
        return [answer.access_token, answer.refreshToken].filter((t): t is string => typeof t === 'string');
      } catch {
        return [];
      }
    });
  return { fetch, calls, count, presentedRefreshTokens, issuedTokens };
}
