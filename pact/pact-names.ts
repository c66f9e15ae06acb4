/** The pair the storefront's pacts are between (the consumer tests write them, the verifier reads them). */
export const CONSUMER = 'storefront';
export const PROVIDER = 'commerce-api';
