import { useMutation } from '@tanstack/react-query';
import { useCommerce } from '../../../commerce/commerce-context';
import { contentFormsCommerceOf, type EventRegistration } from '../../../commerce/content/forms';

/** The event registration call: idle, submitting, then registered or failed (spec 001 section 4). */
export function useEventRegistration() {
  const commerce = useCommerce();
  return useMutation({
    mutationFn: (registration: EventRegistration) =>
      contentFormsCommerceOf(commerce).registerForEvent(registration),
  });
}
