import '../../api/content-operations';
import '../../api/account-operations';
import type { RequestBodyOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

export type EventRegistration = RequestBodyOf<'registerForEvent'>;
export type EventRegistrationAnswer = ResponseBodyOf<'registerForEvent'>;
type NewsletterSubscription = NonNullable<
  RequestBodyOf<'createConsumer'>['consumerProfile']['subscriptions']
>[number];

/** Where a newsletter subscription is kept: the site's country and region. */
export interface NewsletterSite {
  readonly country: NewsletterSubscription['country'];
  readonly region: string;
}

/**
 * The content forms' calls (spec 001 section 7): the standalone newsletter (a profile
 * created from the email with a double opt-in Newsletter subscription, "create profile ... used for
 * newsletter when an email is given") and the event registration of the signed-in shopper.
 */
export function contentFormsCommerce(deps: CommerceDeps) {
  return {
    /** Subscribes an email: the opt-in date is the server's clock, never the browser's (spec 001 section 4). */
    async subscribeNewsletter(email: string, site: NewsletterSite): Promise<string> {
      const { timestamp } = await deps.client.call('getServerTime', {});
      const subscription: NewsletterSubscription = {
        type: 'Newsletter',
        optin: true,
        doubleOptin: true,
        channel: 'email',
        recipient: email,
        category: 'subscription',
        country: site.country,
        region: site.region,
        optinDate: timestamp,
      };
      const answer = await deps.call('createConsumer', {
        body: {
          consumerProfile: {
            consumerDetails: { email, source: { acquisitionType: 'Newsletter' } },
            subscriptions: [subscription],
          },
        },
      });
      return answer.consumerId;
    },

    /** Registers the signed-in shopper (the payload exactly as spec 001 section 3 lists it). */
    registerForEvent: (body: EventRegistration): Promise<EventRegistrationAnswer> =>
      deps.call('registerForEvent', { body }, { audience: 'shopper' }),
  };
}

export type ContentFormsCommerce = ReturnType<typeof contentFormsCommerce>;

/** The content forms area of the adapter the UI holds: `contentFormsCommerceOf(useCommerce())`. */
export const contentFormsCommerceOf = (commerce: Pick<Commerce, 'deps'>): ContentFormsCommerce =>
  contentFormsCommerce(commerce.deps);
