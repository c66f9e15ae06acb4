import type { CardType, TokenizedCard } from '../../../../contracts/entities/payment-instrument';
import { cardBrand, cardDigits, cvcLength, isExpired, parseExpiry, passesLuhn } from './card-rules';
import type { PaymentCommerce } from './payment';

/**
 * The payment-provider adapter: the storefront talks to a card provider (and the buy-now-pay-later and
 * wallet providers) only through this interface. A session is opened for the cart (getPaymentSession),
 * the card is entered into the provider, and the provider hands back a token with the card's public facts
 * (brand, BIN, last four, expiry, holder): the full card number never reaches the commerce API.
 *
 * Offline (development, tests, the harness) `offlinePaymentProvider` stands in for the provider's drop-in
 * and widgets, against the simulator's payment session. In production the real provider's drop-in plugs
 * into the same interface (its script loads on the billing step; its tokenize answers the same shape).
 */
export interface PaymentProvider {
  /** Opens the card provider's session for this checkout. */
  openCardSession(): Promise<CardSession>;
  /** Checks the entry (Luhn, brand, expiry FE309, CVC) and tokenises it; nothing is sent when it fails. */
  tokenizeCard(
    session: CardSession,
    entry: CardEntry,
    accepted?: readonly CardType[],
  ): Promise<TokenizeOutcome>;
  /** Opens the buy-now-pay-later provider's session (priced from the cart). */
  openKlarnaSession(): Promise<KlarnaSession>;
  /** The shopper's decision in the provider's dialog: an authorization token, or declined. */
  authorizeKlarna(session: KlarnaSession, category: string, approved: boolean): Promise<KlarnaAuthorization>;
  /** The wallet's approval: its order and payer ids, or declined. */
  approvePaypal(approved: boolean): Promise<PaypalApproval>;
}

export interface CardEntry {
  readonly number: string;
  /** MM/YY as typed. */
  readonly expiry: string;
  readonly cvc: string;
  readonly holderName: string;
}

export type CardEntryField = keyof CardEntry;
/** Why a field is refused: a message id suffix, or FE309 (the catalogue's expiry error). */
export type CardEntryProblem =
  | 'required'
  | 'invalidNumber'
  | 'unsupportedBrand'
  | 'invalidExpiry'
  | 'FE309'
  | 'invalidCvc'
  | 'invalidName';

export type CardEntryErrors = Partial<Record<CardEntryField, CardEntryProblem>>;

export interface CardSession {
  readonly sessionId: string;
  readonly sessionData: string;
}

export interface KlarnaSession {
  readonly sessionId: string;
  readonly clientToken: string;
}

export type TokenizeOutcome =
  | { readonly ok: true; readonly card: TokenizedCard }
  | { readonly ok: false; readonly errors: CardEntryErrors };

export type KlarnaAuthorization =
  | { readonly approved: true; readonly token: string }
  | { readonly approved: false };
export type PaypalApproval =
  | { readonly approved: true; readonly orderID: string; readonly payerID: string }
  | { readonly approved: false };

/** The entry's problems by field, before any call (pure; `now` decides FE309). */
export function checkCardEntry(entry: CardEntry, now: Date, accepted?: readonly CardType[]): CardEntryErrors {
  const errors: CardEntryErrors = {};
  const digits = cardDigits(entry.number);
  const brand = cardBrand(digits);
  if (!digits) errors.number = 'required';
  else if (!passesLuhn(digits) || !brand) errors.number = 'invalidNumber';
  else if (accepted && !accepted.includes(brand)) errors.number = 'unsupportedBrand';
  const expiry = parseExpiry(entry.expiry);
  if (!entry.expiry.trim()) errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'invalidExpiry';
  else if (isExpired(expiry, now)) errors.expiry = 'FE309';
  if (!entry.cvc.trim()) errors.cvc = 'required';
  else if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(entry.cvc.trim())) errors.cvc = 'invalidCvc';
  const holder = entry.holderName.trim();
  if (!holder) errors.holderName = 'required';
  else if (holder.length < 2 || holder.length > 60) errors.holderName = 'invalidName';
  return errors;
}

async function digest(text: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

interface OfflineOptions {
  readonly payment: Pick<PaymentCommerce, 'paymentSession'>;
  readonly now: () => number;
  /** The page the provider session is opened for (the spec's referer). */
  readonly referer?: () => string;
}

const defaultReferer = () => globalThis.location?.href ?? 'https://storefront.invalid/checkout';

/**
 * The offline stand-in for the card drop-in, the Klarna widget and the PayPal button, on the simulator's
 * payment session. The token is a digest of the session and the card, so it names the card without
 * carrying its number; the simulator tells the test cards apart by BIN and last four.
 */
export function offlinePaymentProvider(options: OfflineOptions): PaymentProvider {
  const referer = options.referer ?? defaultReferer;
  return {
    async openCardSession() {
      const session = await options.payment.paymentSession('card', referer());
      return { sessionId: session.sessionId ?? 'offline', sessionData: session.sessionData ?? '' };
    },

    async tokenizeCard(session, entry, accepted) {
      const errors = checkCardEntry(entry, new Date(options.now()), accepted);
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const digits = cardDigits(entry.number);
      const expiry = parseExpiry(entry.expiry) ?? { month: 0, year: 0 };
      const hash = await digest(`${session.sessionData}|${digits}|${entry.cvc.trim()}`);
      return {
        ok: true,
        card: {
          token: `tok_${session.sessionId}_${hash.slice(0, 32)}`,
          cardType: cardBrand(digits) ?? 'VISA',
          bin: digits.slice(0, 6),
          lastFour: digits.slice(-4),
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          holderName: entry.holderName.trim(),
        },
      };
    },

    async openKlarnaSession() {
      const session = await options.payment.paymentSession('klarna', referer());
      return { sessionId: session.sessionId ?? 'offline', clientToken: session.clientToken ?? '' };
    },

    async authorizeKlarna(session, category, approved) {
      if (!approved) return { approved: false };
      const hash = await digest(`${session.clientToken}|${category}`);
      return { approved: true, token: `klarna-auth-${hash.slice(0, 24)}` };
    },

    async approvePaypal(approved) {
      if (!approved) return { approved: false };
      const id = (await digest(String(options.now()))).slice(0, 12).toUpperCase();
      return { approved: true, orderID: `PAYID-${id}`, payerID: `PAYER-${id.slice(0, 8)}` };
    },
  };
}
