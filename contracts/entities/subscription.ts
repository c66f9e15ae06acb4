import { isoDateTime } from '../common/ids';
import { countryCode } from '../common/locale';
import { allRules, requiredWhen, when } from '../common/openapi-rules';
import { z } from '../zod';

export const subscriptionType = z.enum(['Newsletter', 'LoyaltyNewsletter']).openapi({
  description: 'Newsletter or LoyaltyNewsletter; an SMS subscription is a Newsletter on channel sms.',
});
export const subscriptionChannel = z.enum(['sms', 'email']);

/** SMS recipients are stored with a plus and the dial code (spec 000 section 5). */
const SMS_RECIPIENT = /^\+\d{8,15}$/;
/** Email recipients: Zod's email rule, which the document repeats as the recipient's pattern. */
const EMAIL_RECIPIENT = z.regexes.email;

/** Subscription fields of spec 001 section 3, exactly as named there. */
const subscriptionFields = {
  type: subscriptionType,
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  channel: subscriptionChannel,
  recipient: z.string().min(3).max(100).openapi({
    description: 'Email address for channel email; + and the digits for channel sms.',
    example: '+15555550123',
  }),
  category: z.literal('subscription'),
  country: countryCode,
  region: z
    .string()
    .regex(/^[A-Z]{2,5}$/)
    .openapi({ example: 'NORA' }),
  optinDate: isoDateTime
    .optional()
    .openapi({ description: 'Server time of the opt-in (from GET /fapi/server/time).' }),
  optoutDate: isoDateTime.optional().openapi({ description: 'Server time of the opt-out.' }),
};

type SubscriptionShape = {
  optin: boolean;
  channel: 'sms' | 'email';
  recipient: string;
  optinDate?: string;
  optoutDate?: string;
};

/** Opting in carries an optinDate and opting out an optoutDate; the recipient must fit its channel. */
function checkSubscription(value: SubscriptionShape, ctx: z.RefinementCtx): void {
  if (value.optin && !value.optinDate) {
    ctx.addIssue({ code: 'custom', path: ['optinDate'], message: 'Opting in needs an optinDate' });
  }
  if (!value.optin && !value.optoutDate) {
    ctx.addIssue({ code: 'custom', path: ['optoutDate'], message: 'Opting out needs an optoutDate' });
  }
  const recipientOk = (value.channel === 'sms' ? SMS_RECIPIENT : EMAIL_RECIPIENT).test(value.recipient);
  if (!recipientOk) {
    ctx.addIssue({
      code: 'custom',
      path: ['recipient'],
      message: `Recipient is not valid for channel ${value.channel}`,
    });
  }
}

/** A subscription as the server holds it. */
export const subscription = z.object(subscriptionFields).openapi('ConsumerSubscription');

/** A subscription as the storefront sends it: doubleOptin is decided by the server (double opt-in flows). */
export const subscriptionInput = z
  .object({ ...subscriptionFields, doubleOptin: z.boolean().optional() })
  .superRefine(checkSubscription)
  .openapi('ConsumerSubscriptionInput', {
    ...allRules(
      requiredWhen('optin', [true], ['optinDate'], ['optoutDate']),
      when(
        'channel',
        ['sms'],
        { properties: { recipient: { pattern: SMS_RECIPIENT.source } } },
        { properties: { recipient: { format: 'email', pattern: EMAIL_RECIPIENT.source } } },
      ),
    ),
    description:
      'Opting in carries optinDate, opting out optoutDate; the recipient is an email for channel email, + and 8 to 15 digits for sms.',
  });

export type SubscriptionType = z.infer<typeof subscriptionType>;
export type SubscriptionChannel = z.infer<typeof subscriptionChannel>;
export type Subscription = z.infer<typeof subscription>;
export type SubscriptionInput = z.infer<typeof subscriptionInput>;
