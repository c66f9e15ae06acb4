import { useLocation } from 'react-router';
import { recognisePage } from '../../../contracts/common/page-urls';
import { ProductPage } from '../features/product/product-page';
import { NotFoundPage } from './not-found-page';

/** /{locale}/p/{slug}-{id} and the prefixed /{locale}/.../{slug}-p{id} (through the catch-all route). */
export function Component() {
  const page = recognisePage(useLocation().pathname);
  if (page.type !== 'product') return <NotFoundPage />;
  return <ProductPage key={page.productId} productId={page.productId} />;
}
