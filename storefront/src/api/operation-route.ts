/** What the client needs to call an operation: the registry's method and path, and which headers it takes. */
export interface OperationRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The spec's path with `{param}` placeholders. */
  readonly path: `/${string}`;
  readonly area: string;
  /** Takes the site headers (locale, brand, channel, region, tracing ids, authorization). */
  readonly site: boolean;
  /** Takes the user session id (auth, consumer and wishlist calls). */
  readonly usid: boolean;
  /** The body's media type, when the operation takes a body. */
  readonly body?: 'application/json' | 'text/plain';
}
