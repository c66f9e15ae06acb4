import { QuestionsSection } from './questions-section';
import { ReviewsSection } from './reviews-section';

/** Reviews and questions of a product: one chunk, loaded when the shopper scrolls near it. */
export default function ProductReviews({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  return (
    <>
      <ReviewsSection productId={productId} />
      <QuestionsSection productId={productId} productName={productName} />
    </>
  );
}
