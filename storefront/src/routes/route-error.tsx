import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last resort when a route throws outside the locale shell (no messages loaded yet): a plain, honest page,
 * never a stack trace. Errors inside pages are handled where they happen.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('[storefront] route error', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui' }}>
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'This page is not available.' : 'Please reload the page or try again in a moment.'}</p>
      <a href="/">Go to the home page</a>
    </main>
  );
}
