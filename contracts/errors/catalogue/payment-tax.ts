import type { CataloguePart } from './part';

/**
 * Payment and tax-and-totals ids (spec 000 section 8). PAY400 is the alternative payment provider's
 * authorization failure; PAY401 is the coded twin of CANT_SHIP_THERE (top banner); PYT300 shows the
 * server message like CC_ALREADY_EXISTS. FE309 is a form validation code (area validation).
 */
export const paymentTaxEntries = {
  PYT300: {
    area: 'payment',
    kind: 'error',
    status: 409,
    message: 'This credit card is already saved in your account.',
    handling: [{ kind: 'error-notice', scrollIntoView: false }],
    chosen: true,
  },
  PYT400: {
    area: 'payment',
    kind: 'error',
    status: 422,
    message: 'The payment does not cover the order total. Please add another payment method.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PYT402: {
    area: 'payment',
    kind: 'error',
    status: 422,
    message: 'We could not verify your payment. Please use a different payment method.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PYT404: {
    area: 'payment',
    kind: 'error',
    status: 404,
    message: 'The selected payment method could not be found.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PAY400: {
    area: 'payment',
    kind: 'error',
    status: 422,
    message: 'Your payment could not be authorized. Please try again or use a different payment method.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  PAY401: {
    area: 'payment',
    kind: 'error',
    status: 422,
    message: 'We cannot ship to this address with the selected payment method.',
    handling: [{ kind: 'top-banner' }],
    chosen: true,
  },
  FE309: {
    area: 'validation',
    kind: 'error',
    status: 400,
    message: 'Card expiry date is not valid.',
    handling: [{ kind: 'field-error', field: 'expiry' }],
    chosen: true,
  },
  TAX309: {
    area: 'tax',
    kind: 'error',
    status: 502,
    message: 'We could not calculate tax for your order. Please try again later.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  TAX310: {
    area: 'tax',
    kind: 'error',
    status: 409,
    message: 'The tax on your order has been updated. Please review your order total.',
    handling: [{ kind: 'refresh-cart' }, { kind: 'sticky-error-toast' }],
    chosen: true,
  },
  ORD415: {
    area: 'tax',
    kind: 'error',
    status: 500,
    message: 'We could not calculate your order total. Please try again later.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
} satisfies CataloguePart;
