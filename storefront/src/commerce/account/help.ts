import '../../api/account-operations';
import type { RequestBodyOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

export type ContactCategories = ResponseBodyOf<'getContactUsCategories'>['categories'];
export type ContactMessage = RequestBodyOf<'submitContactUs'>['payload'];
export type WarrantyClaim = RequestBodyOf<'submitWarrantyClaim'>['payload'];
export type SupportCase = ResponseBodyOf<'submitContactUs'>;

/**
 * Customer care (spec 001 section 7): contact-us categories with their subjects, a contact-us message and a
 * warranty claim, each answered with the case number. The envelope's organisation is the site's care
 * organisation (`<brand>-<country>`); failures reject with the ApiError of their catalogue id.
 */
export function helpCommerce(deps: CommerceDeps, organization: string) {
  return {
    categories: async (): Promise<ContactCategories> =>
      (await deps.call('getContactUsCategories', {})).categories,
    contact: (payload: ContactMessage): Promise<SupportCase> =>
      deps.call('submitContactUs', { body: { requestType: 'ContactUs', organization, payload } }),
    warranty: (payload: WarrantyClaim): Promise<SupportCase> =>
      deps.call('submitWarrantyClaim', { body: { requestType: 'Warranty', organization, payload } }),
  };
}

export type HelpCommerce = ReturnType<typeof helpCommerce>;

/** The care area of the adapter the UI holds: `helpCommerceOf(useCommerce(), organisation)`. */
export const helpCommerceOf = (commerce: Pick<Commerce, 'deps'>, organization: string): HelpCommerce =>
  helpCommerce(commerce.deps, organization);
