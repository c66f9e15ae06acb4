import { MatchersV3 } from '@pact-foundation/pact';
import type { OperationRoute } from '../../storefront/src/api/operation-route';
import type { StateValues } from '../states/set-up-state';
import { PACT_SITE, type PactSite } from './pact-site';

type Template =
  | MatchersV3.Matcher<unknown>
  | string
  | number
  | boolean
  | null
  | Template[]
  | { [k: string]: Template };

/** The state value a literal is, if any: `bk-000001` -> `cartId`. */
function valueNamed(values: StateValues, literal: unknown): string | undefined {
  if (typeof literal !== 'string') return undefined;
  return Object.keys(values).find((name) => values[name] === literal);
}

/** A body with every state value replaced by its provider-state expression (`${cartId}`). */
export function injectValues(body: unknown, values: StateValues): Template {
  const name = valueNamed(values, body);
  if (name) return MatchersV3.fromProviderState(`\${${name}}`, body as string);
  if (Array.isArray(body)) return body.map((item) => injectValues(item, values));
  if (body && typeof body === 'object')
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, injectValues(v, values)]));
  return body as Template;
}

/** The path with its params: a provider-state expression when a param is a state value. */
export function expectedPath(
  route: Pick<OperationRoute, 'path'>,
  params: Record<string, unknown> | undefined,
  values: StateValues,
): string | MatchersV3.Matcher<string> {
  let injected = false;
  const fill = (asExpression: boolean) =>
    route.path.replace(/\{(\w+)\}/g, (_, param: string) => {
      const literal = String(params?.[param] ?? '');
      const name = valueNamed(values, literal);
      if (name && asExpression) {
        injected = true;
        return `\${${name}}`;
      }
      return encodeURIComponent(literal);
    });
  const expression = fill(true);
  const example = fill(false);
  return injected ? MatchersV3.fromProviderState(expression, example) : example;
}

/** Query values as the client serialises them (api/call-url.ts), state values as expressions. */
export function expectedQuery(
  query: Record<string, unknown> | undefined,
  values: StateValues,
): Record<string, string | MatchersV3.Matcher<string> | (string | MatchersV3.Matcher<string>)[]> | undefined {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([key, value]) => {
      const list = (Array.isArray(value) ? value : [value]).map(
        (v) => injectValues(String(v), values) as string | MatchersV3.Matcher<string>,
      );
      return [key, list.length === 1 ? (list[0] as string | MatchersV3.Matcher<string>) : list];
    }),
  );
}

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** The headers the contract has the storefront send: site headers, tracing id, bearer token, session id (a JSON body brings its own content type). */
export function expectedHeaders(
  route: OperationRoute,
  token: string | undefined,
  values: StateValues,
  site: PactSite = PACT_SITE,
): Record<string, string | MatchersV3.Matcher<string>> {
  const headers: Record<string, string | MatchersV3.Matcher<string>> = {};
  if (route.site) {
    headers['x-locale'] = site.locale;
    headers['x-brand'] = site.brand;
    headers['x-region'] = site.region;
    headers['x-channel'] = site.channel;
    headers['x-transaction-id'] = MatchersV3.regex(`^${UUID}$`, '00000000-0000-4000-8000-000000000000');
    if (token) {
      const name = valueNamed(values, token);
      headers.authorization = name
        ? MatchersV3.fromProviderState(`Bearer \${${name}}`, `Bearer ${token}`)
        : `Bearer ${token}`;
    }
  }
  if (route.usid) headers['x-usid'] = MatchersV3.regex('^.{8,64}$', site.userSessionId);
  return headers;
}
