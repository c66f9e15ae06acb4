import type { OperationId } from '../../../contracts/registry/operations';
import type {
  ParamsOf,
  QueryOf,
  RequestBodyInputOf,
  ResponseBodyOf,
} from '../../../contracts/registry/types';
import { ApiError, NetworkError } from './api-error';
import { callUrl } from './call-url';
import type { ClientOperationId } from './client-operations';
import { loadErrorCatalogue } from './load-error-catalogue';
import { routeOf } from './operation-route';

/** The site headers of spec 000 section 7, as the storefront's session knows them at call time. */
export interface SiteHeaders {
  readonly locale: string;
  readonly brand: string;
  readonly region: string;
  /** MAPP inside the app webview, otherwise ECOMM (api/channel.ts). */
  readonly channel: 'ECOMM' | 'MAPP';
}

export interface ClientOptions {
  /** Where the API lives: '' for the page's own origin (the simulator's worker), or a backend URL. */
  readonly baseUrl: string;
  readonly site: () => SiteHeaders;
  /** The current access token (guest or shopper), if any. */
  readonly accessToken?: () => string | undefined;
  /** The user session id sent on auth, consumer and wishlist calls. */
  readonly userSessionId: () => string;
  /** Every successful answer, for the contract check in development (telemetry/contract-check.ts). */
  readonly onAnswer?: (answer: {
    operationId: OperationId;
    status: number;
    body: unknown;
    url: string;
  }) => void;
  /** Extra headers on every call (a QA session name, for example). */
  readonly extraHeaders?: () => Record<string, string>;
  readonly fetch?: typeof fetch;
}

type Part<T> = T extends undefined ? { readonly [K in never]?: never } : T;
type Optionalise<Key extends string, T> = [T] extends [undefined]
  ? { readonly [K in Key]?: undefined }
  : Partial<T & object> extends T
    ? { readonly [K in Key]?: T }
    : { readonly [K in Key]: T };

/** What a call takes: path params, query and body, typed from the registry (required when the contract needs them). */
export type CallInput<Id extends OperationId> = Optionalise<'params', ParamsOf<Id>> &
  Optionalise<'query', Partial<Part<QueryOf<Id>>>> &
  Optionalise<'body', RequestBodyInputOf<Id>> & {
    readonly signal?: AbortSignal;
    readonly headers?: Readonly<Record<string, string>>;
  };

export interface ApiClient {
  call<Id extends ClientOperationId>(operationId: Id, input?: CallInput<Id>): Promise<ResponseBodyOf<Id>>;
}

const newId = () => globalThis.crypto.randomUUID();

/**
 * The API client derived from the registry: one typed `call(operationId, { params, query, body })`.
 * Method, path and which headers an operation takes come from the generated operation table; the
 * types come from contracts/registry/types.ts. No Zod schema is shipped for it.
 */
export function createApiClient(options: ClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  function headersFor(operationId: ClientOperationId, input: CallInput<OperationId> | undefined): Headers {
    const route = routeOf(operationId);
    const headers = new Headers({ accept: 'application/json' });
    if (route.site) {
      const site = options.site();
      headers.set('x-locale', site.locale);
      headers.set('x-brand', site.brand);
      headers.set('x-region', site.region);
      headers.set('x-channel', site.channel);
      headers.set('x-transaction-id', newId());
      const token = options.accessToken?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    if (route.usid) headers.set('x-usid', options.userSessionId());
    if (route.body && input?.body !== undefined) headers.set('content-type', route.body);
    for (const [k, v] of Object.entries(options.extraHeaders?.() ?? {})) headers.set(k, v);
    for (const [k, v] of Object.entries(input?.headers ?? {})) headers.set(k, v);
    return headers;
  }

  async function call<Id extends ClientOperationId>(
    operationId: Id,
    input?: CallInput<Id>,
  ): Promise<ResponseBodyOf<Id>> {
    const route = routeOf(operationId);
    const loose = input as CallInput<OperationId> | undefined;
    const url = callUrl(
      options.baseUrl,
      route,
      loose?.params as Record<string, string> | undefined,
      loose?.query as Record<string, string> | undefined,
    );
    let response: Response;
    try {
      response = await doFetch(url, {
        method: route.method,
        headers: headersFor(operationId, loose),
        body: loose?.body === undefined ? undefined : JSON.stringify(loose.body),
        signal: loose?.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new NetworkError(operationId, cause);
    }
    const text = response.status === 204 || response.status === 304 ? '' : await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      // The catalogue table comes with the first error answer (not before), so the ApiError carries its entry.
      const error = new ApiError(
        operationId,
        response.status,
        body as ConstructorParameters<typeof ApiError>[2],
        await loadErrorCatalogue(),
      );
      throw error;
    }
    options.onAnswer?.({ operationId, status: response.status, body, url });
    return body as ResponseBodyOf<Id>;
  }

  return { call };
}
