/** The checkout shell and its shipping step (features/checkout). */
export const checkout = {} as const;
