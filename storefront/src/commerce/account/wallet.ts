import '../../api/account-operations';
// Listing instruments and the provider's session are the checkout's calls, shared with its billing step.
import '../../api/checkout-operations';
import type { Address } from '../../../../contracts/entities/address';
import type { TokenizedCard } from '../../../../contracts/entities/payment-instrument';
import type { SavedPaymentMethodId } from '../../../../contracts/entities/saved-payment-instrument';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import { billingFrom, paymentCommerce } from '../checkout/payment';
import { offlinePaymentProvider, type PaymentProvider } from '../checkout/payment-provider';
import { shippingCommerce } from '../checkout/shipping';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

type SavedInstrument = ResponseBodyOf<'listPaymentInstruments'>['payment_instruments'][number];
type Of<K extends SavedPaymentMethodId> = Extract<SavedInstrument, { payment_method_id: K }>;
export type WalletCard = Of<'CREDIT_CARD'>;
export type WalletRewardCode = Of<'REWARD_CODE'>;
export type WalletRewardCard = Of<'REWARD_CARD'>;

/**
 * The wallet calls (spec 000 sections 3 and 7): the saved cards, reward codes and reward cards; a card
 * saved from the payment provider's token with the bot-check response; make main, a new billing address,
 * delete. Failures reject with the ApiError of their catalogue id (CC_ALREADY_EXISTS, PYT300, PYT402,
 * FE309, AUT403 the bot check, PYT404 an unknown instrument, CHK320/CHK380 the billing address).
 */
export function walletCommerce(deps: CommerceDeps) {
  const payment = paymentCommerce(deps);
  async function list<K extends SavedPaymentMethodId>(kind: K): Promise<Of<K>[]> {
    const answer = await deps.call(
      'listPaymentInstruments',
      { query: { payment_method_id: kind } },
      { audience: 'shopper' },
    );
    return answer.payment_instruments.filter((i): i is Of<K> => i.payment_method_id === kind);
  }
  return {
    cards: () => list('CREDIT_CARD'),
    rewardCodes: () => list('REWARD_CODE'),
    rewardCards: () => list('REWARD_CARD'),
    /** A country's address rules for the billing form (the checkout's call). */
    countryRules: shippingCommerce(deps).countryRules,
    /** The card provider (offline: the simulator's payment session), as the checkout's billing step uses it. */
    paymentProvider: (): PaymentProvider => offlinePaymentProvider({ payment, now: deps.now }),
    /** Saves a tokenised card with its billing address; the first card is main (the server's rule). */
    async saveCard(card: TokenizedCard, address: Address, main: boolean): Promise<WalletCard> {
      const recaptcha_response = await deps.botCheckToken('save_card');
      const answer = await deps.call(
        'savePaymentInstrument',
        {
          body: {
            payment_method_id: 'CREDIT_CARD',
            card,
            address: billingFrom(address),
            main,
            recaptcha_response,
          },
        },
        { audience: 'shopper' },
      );
      return { payment_method_id: 'CREDIT_CARD', ...answer.card };
    },
    /** Makes a card main (the server clears the others). */
    async makeMain(id: string): Promise<void> {
      await deps.call(
        'updatePaymentInstrument',
        { params: { paymentInstrumentId: id }, body: { main: true } },
        { audience: 'shopper' },
      );
    },
    async setBillingAddress(id: string, address: Address): Promise<void> {
      await deps.call(
        'updatePaymentInstrument',
        { params: { paymentInstrumentId: id }, body: { address: billingFrom(address) } },
        { audience: 'shopper' },
      );
    },
    async remove(id: string): Promise<void> {
      await deps.call(
        'deletePaymentInstrument',
        { params: { paymentInstrumentId: id } },
        { audience: 'shopper' },
      );
    },
  };
}

export type WalletCommerce = ReturnType<typeof walletCommerce>;

/** The wallet of the adapter the UI holds (its chunk carries the account operations' routes). */
export const walletCommerceOf = (commerce: Pick<Commerce, 'deps'>): WalletCommerce =>
  walletCommerce(commerce.deps);
