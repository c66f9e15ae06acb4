import { Spinner } from '../ui/spinner/spinner';

/** While a page's chunk loads: a quiet spinner in the page area, the header and footer stay. */
export function RouteFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner />
    </div>
  );
}
