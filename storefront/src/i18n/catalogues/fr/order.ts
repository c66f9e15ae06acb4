/** Summary, placing the order, 3-D Secure and the order confirmation (features/checkout/order). */
export const order = {} as const;
