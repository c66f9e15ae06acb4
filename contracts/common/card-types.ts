/** The card brands the payment contracts know (a plain list: the storefront checks a value without Zod). */
export const CARD_TYPES = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB', 'DINERS'] as const;
export type CardTypeName = (typeof CARD_TYPES)[number];

export const isCardType = (value: unknown): value is CardTypeName =>
  typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
