import { useSearchParams } from 'react-router';
import { isApiError } from '../../commerce/commerce-error';
import type { ProductDetails as Product } from '../../commerce/product';
import { useIntl } from '../../i18n/intl';
import { NotFoundPage } from '../../routes/not-found-page';
import { PageMeta } from '../../routes/page-meta';
import { Breadcrumbs } from '../../ui/breadcrumbs/breadcrumbs';
import { formatMoney } from '../../ui/price/format-money';
import { BuyBox } from './buy-box';
import { DeferredReviews } from './deferred-reviews';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductJsonLdScript } from './product-json-ld-script';
import { ProductLoadError } from './product-load-error';
import styles from './product-page.module.css';
import { ProductSkeleton } from './product-skeleton';
import { useProduct } from './use-product';

/** The colour query parameter (`?color=GWH`), when it is a colour code at all. */
const COLOUR_PARAM = 'color';
const COLOUR_CODE = /^[A-Z0-9]{1,3}$/;

/** The details call's "no such product" answers: unknown (PLP400) and offline or not sold here (ORD404). */
const isNotFound = (error: unknown) =>
  isApiError(error) && (error.errorId === 'PLP400' || error.errorId === 'ORD404' || error.status === 404);

/**
 * The product page: the colour lives in the URL (`?color=`), so a shared link opens the same colour;
 * an unknown product is the real not-found page.
 */
export function ProductPage({ productId }: { productId: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(COLOUR_PARAM) ?? undefined;
  const colour = requested && COLOUR_CODE.test(requested) ? requested : undefined;
  const query = useProduct(productId, colour);

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return <ProductLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const chooseColour = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(COLOUR_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <ProductView
      product={query.data}
      requestedColour={colour}
      switching={query.isPlaceholderData}
      onColourChange={chooseColour}
    />
  );
}

interface ProductViewProps {
  product: Product;
  /** The colour in the URL, shown as chosen while its product loads. */
  requestedColour: string | undefined;
  /** The previous colour is on screen while the chosen one loads. */
  switching: boolean;
  onColourChange: (colour: string) => void;
}

function ProductView({ product, requestedColour, switching, onColourChange }: ProductViewProps) {
  const intl = useIntl();
  const description =
    product.description ??
    intl.formatMessage(
      { id: 'product.meta.description' },
      {
        name: product.name,
        price: formatMoney(product.price.lowCurrent, product.price.currency, intl.locale),
      },
    );
  return (
    <div className={styles.page}>
      <PageMeta title={product.name} description={description} canonicalPath={product.pdpUrl} />
      <ProductJsonLdScript product={product} />
      <Breadcrumbs
        items={[
          ...product.breadcrumbs.map((crumb) => ({ label: crumb.label, href: crumb.url })),
          { label: product.name },
        ]}
      />
      <div className={styles.layout} aria-busy={switching || undefined}>
        <ProductGallery key={product.id} product={product} />
        <BuyBox product={product} requestedColour={requestedColour} onColourChange={onColourChange} />
      </div>
      <ProductDetails product={product} />
      <DeferredReviews productId={product.masterId} productName={product.name} contentId={product.id} />
    </div>
  );
}
