import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCommerce } from '../../commerce/commerce-context';
import { productExtrasCommerceOf } from '../../commerce/content/product-extras';
import type { ProductReviews } from '../../commerce/product';
import { useSiteConfig } from '../../config/site-config-provider';

type Review = ProductReviews['reviews'][number];

const languageOf = (locale: string) => locale.slice(0, 2).toLowerCase();

/** A review written in another language than the page's can be translated into the page's locale. */
export const needsTranslation = (review: Pick<Review, 'locale'>, pageLocale: string): boolean =>
  review.locale !== undefined && languageOf(review.locale) !== languageOf(pageLocale);

/**
 * A review's translation (POST /products/v1/review/{reviewId}/translate), asked once, and which version is
 * shown: the translation once it came, the original again on "Show original".
 */
export function useReviewTranslation(review: Review) {
  const commerce = useCommerce();
  const { locale } = useSiteConfig();
  const [original, setOriginal] = useState(false);
  const translate = useMutation({
    mutationFn: () => productExtrasCommerceOf(commerce).translateReview(review.id, locale),
  });
  const shown = translate.data && !original ? translate.data : review;
  return {
    offered: needsTranslation(review, locale),
    title: shown.title,
    text: shown.text,
    translated: shown !== review,
    translate,
    /** Translate, or switch between the translation and the original once it came. */
    toggle: () => {
      if (!translate.data) translate.mutate();
      else setOriginal((o) => !o);
    },
  };
}
