import { useLocation } from 'react-router';
import { recognisePage } from '../../../contracts/common/page-urls';
import { CategoryPage } from '../features/catalogue/category-page';
import { NotFoundWithContent } from './not-found-with-content';

/** Category page; the id comes from the path, since both URL forms (/c/slug-id, .../slug-cid) arrive here. */
export function Component() {
  const page = recognisePage(useLocation().pathname);
  if (page.type !== 'category') return <NotFoundWithContent />;
  return (
    <CategoryPage
      key={page.categoryId}
      categoryId={page.categoryId}
      slug={page.slug}
      notFound={<NotFoundWithContent />}
    />
  );
}
