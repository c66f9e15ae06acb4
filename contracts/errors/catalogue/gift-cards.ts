import type { CataloguePart } from './part';

/**
 * Gift card ids (spec 000 section 8 "Gift cards" row). Gift card errors show inline at the gift card
 * input like GC_INVALID2 and its siblings. GFS800, GFO404 and GFO405 concern gift options, not the card
 * input, so they use the default toast.
 */
export const giftCardEntries = {
  GFC400: {
    area: 'gift-card',
    kind: 'error',
    status: 400,
    message: 'Please enter a gift card number.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC410: {
    area: 'gift-card',
    kind: 'error',
    status: 422,
    message: 'You have applied the maximum number of gift cards to this order.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC700: {
    area: 'gift-card',
    kind: 'error',
    status: 400,
    message: 'This gift card number is not valid.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC760: {
    area: 'gift-card',
    kind: 'error',
    status: 400,
    message: 'This gift card number or PIN is not valid.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC800: {
    area: 'gift-card',
    kind: 'error',
    status: 400,
    message: 'This gift card is not valid.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC812: {
    area: 'gift-card',
    kind: 'error',
    status: 410,
    message: 'This gift card has expired.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC725: {
    area: 'gift-card',
    kind: 'error',
    status: 422,
    message: 'This gift card cannot be used for this order.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC740: {
    area: 'gift-card',
    kind: 'error',
    status: 422,
    message: 'This gift card has a zero balance.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC755: {
    area: 'gift-card',
    kind: 'error',
    status: 409,
    message: 'This gift card has already been applied.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFC799: {
    area: 'gift-card',
    kind: 'error',
    status: 502,
    message: 'We could not check the gift card balance right now. Please try again later.',
    handling: [{ kind: 'inline-at-input', field: 'giftCardNumber' }],
    chosen: true,
  },
  GFS800: {
    area: 'gift-card',
    kind: 'error',
    status: 422,
    message: 'Gift options are not available for this order.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  GFO404: {
    area: 'gift-card',
    kind: 'error',
    status: 422,
    message: 'The selected gift option is no longer available.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  GFO405: {
    area: 'gift-card',
    kind: 'error',
    status: 422,
    message: 'The selected gift option does not apply to the items in your order.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
} satisfies CataloguePart;
