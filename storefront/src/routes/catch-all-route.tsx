import { type ComponentType, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ContentPageProps } from '../features/content-pages/content-page';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import type { DeferredArea } from '../i18n/message-areas';
import { catchAllTarget } from './catch-all-target';
import { NotFoundWithContent } from './not-found-with-content';
import { RouteFallback } from './route-fallback';

const lazyRoute = (load: () => Promise<{ Component: ComponentType }>, areas: readonly DeferredArea[]) =>
  lazyWithMessages<object>(() => load().then((m) => ({ default: m.Component })), areas);

// Each its own chunk with its texts: a content page does not load the category or product page.
const CategoryRoute = lazyRoute(() => import('./category-route'), ['catalogue']);
const ProductRoute = lazyRoute(() => import('./product-route'), ['product']);
// The showcase preview tool: an editor's page, so the route table every page loads does not name it.
const ShowcaseRoute = lazyWithMessages(() => import('./showcase-route'), ['content']);
const ContentPage = lazyWithMessages<ContentPageProps>(
  () => import('../features/content-pages/content-page'),
  ['home', 'content'],
);

/**
 * Paths the route table does not name (catch-all-target.ts): the prefixed category and product paths, the
 * searchhub landings, and the content pages (generic, child, articles); the not-found page when the
 * content API has no page there.
 */
export function Component() {
  const { pathname } = useLocation();
  const target = catchAllTarget(pathname);
  if (target.kind === 'searchhub') return <Navigate replace to={target.href} />;
  if (target.kind === 'notFound') return <NotFoundWithContent />;
  return (
    <Suspense fallback={<RouteFallback />}>
      {target.kind === 'category' ? <CategoryRoute /> : null}
      {target.kind === 'product' ? <ProductRoute /> : null}
      {target.kind === 'showcase' ? <ShowcaseRoute /> : null}
      {target.kind === 'content' ? (
        <ContentPage key={pathname} path={target.path} notFound={<NotFoundWithContent />} />
      ) : null}
    </Suspense>
  );
}
