/**
 * Expiry years for the test cards that tests and scenarios send, relative to the real year, so they never
 * age out (the simulator checks expiry on the session's clock, which runs in real time unless moved).
 */
const thisYear = new Date().getUTCFullYear();

/** A card that is valid now and for years to come. */
export const VALID_CARD_YEAR = thisYear + 5;

/** Beyond the 20 years a provider accepts (CC_EXPIRY_DATE_INVALID). */
export const TOO_FAR_CARD_YEAR = thisYear + 40;
