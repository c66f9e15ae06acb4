/** Billing and payment (features/checkout/payment). */
export const payment = {} as const;
