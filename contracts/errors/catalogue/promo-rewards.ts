import type { CataloguePart } from './part';

/**
 * Promo and rewards ids (spec 000 section 8). The spec gives no handling for these: promo code errors
 * show inline at the promo code input (as gift card errors do at theirs), rewards errors use the default toast.
 */
export const promoRewardsEntries = {
  PRM130: {
    area: 'promo',
    kind: 'error',
    status: 400,
    message: 'This promo code is not valid.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  PRM160: {
    area: 'promo',
    kind: 'error',
    status: 400,
    message: 'This promo code is not recognised.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  PRM135: {
    area: 'promo',
    kind: 'error',
    status: 422,
    message: 'This promo code is not available right now.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  PRM140: {
    area: 'promo',
    kind: 'error',
    status: 422,
    message: 'This promo code has reached its usage limit.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  PRM150: {
    area: 'promo',
    kind: 'error',
    status: 409,
    message: 'This promo code has already been redeemed.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  PRM155: {
    area: 'promo',
    kind: 'error',
    status: 410,
    message: 'This promo code has expired.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  PRM175: {
    area: 'promo',
    kind: 'error',
    status: 422,
    message: 'We could not apply this promo code.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  PRM416: {
    area: 'promo',
    kind: 'error',
    status: 409,
    message: 'This promo code has already been applied.',
    handling: [{ kind: 'inline-at-input', field: 'promoCode' }],
    chosen: true,
  },
  REW401: {
    area: 'rewards',
    kind: 'error',
    status: 401,
    message: 'Please sign in to use your rewards.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  REW130: {
    area: 'rewards',
    kind: 'error',
    status: 422,
    message: 'Rewards are only available to loyalty members.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  REW135: {
    area: 'rewards',
    kind: 'error',
    status: 422,
    message: 'Please confirm your loyalty membership to use your rewards.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  REW140: {
    area: 'rewards',
    kind: 'error',
    status: 422,
    message: 'Your rewards balance is not enough for this redemption.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
} satisfies CataloguePart;
