import { useMutation } from '@tanstack/react-query';
import { useCommerce } from '../../../commerce/commerce-context';
import { contentFormsCommerceOf } from '../../../commerce/content/forms';
import { useSiteConfig } from '../../../config/site-config-provider';

/** The newsletter sign-up of an email: a profile with a double opt-in Newsletter subscription. */
export function useNewsletter() {
  const commerce = useCommerce();
  const { country, region } = useSiteConfig();
  return useMutation({
    mutationFn: (email: string) =>
      contentFormsCommerceOf(commerce).subscribeNewsletter(email, { country, region }),
  });
}
