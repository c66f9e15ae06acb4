import type { AreaHandlers } from '../core/handler-types';
import { addAddress, removeAddress, replaceAddress } from '../domain/consumer/address-book';
import { validateAddress } from '../domain/consumer/address-validation';
import { addCard, cardView, removeCard, updateCard, walletOrder } from '../domain/consumer/saved-cards';
import { isFailure } from '../domain/failure';
import { saveAccount } from '../services/auth/accounts';
import { checkBotToken } from '../services/auth/bot-defence';
import { consumerWithProfile } from '../services/consumer/consumer-access';

/** A saved card as the saved-card rules take it. */
type StoredCard = Parameters<typeof cardView>[0];

const formOf = (approachType: 'S' | 'B') => (approachType === 'B' ? 'billing' : 'shipping');

const cardAddressIds = (cards: readonly StoredCard[]) =>
  cards
    .map((card) => card.address?.id ?? card.address?.addressId)
    .filter((id): id is string => id !== undefined);

/** Address book and saved payment instruments (contracts/operations/consumer-account.ts). */
export const consumerAccountHandlers = {
  createAddress: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const valid = validateAddress(body, formOf(body.approachType));
    if (isFailure(valid)) return valid;
    const id = world.ids.next('addr');
    const address = { ...valid, id, addressId: id, updatedAt: world.clock.now().toISOString() };
    const added = addAddress(account.addresses, address);
    if (isFailure(added)) return added;
    await saveAccount(world, { ...account, addresses: added.book });
    return { body: { addressId: id } };
  },

  updateAddress: async ({ params, body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const valid = validateAddress(body, formOf(body.approachType));
    if (isFailure(valid)) return valid;
    const replaced = replaceAddress(account.addresses, params.addressId, {
      ...valid,
      updatedAt: world.clock.now().toISOString(),
    });
    if (isFailure(replaced)) return replaced;
    const cards = account.cards.map((card) =>
      (card.address?.id ?? card.address?.addressId) === params.addressId
        ? { ...card, address: replaced.address }
        : card,
    );
    await saveAccount(world, { ...account, addresses: replaced.book, cards });
    return { body: replaced.address };
  },

  deleteAddress: async ({ params, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const removed = removeAddress(account.addresses, params.addressId, cardAddressIds(account.cards));
    if (isFailure(removed)) return removed;
    await saveAccount(world, { ...account, addresses: removed });
    return {};
  },

  listPaymentInstruments: ({ query, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const currency = account.currency;
    const list =
      query.payment_method_id === 'CREDIT_CARD'
        ? walletOrder(account.cards).map((card) => ({
            payment_method_id: 'CREDIT_CARD' as const,
            ...cardView(card),
          }))
        : query.payment_method_id === 'REWARD_CODE'
          ? account.rewardCodes.map((r) => ({ payment_method_id: 'REWARD_CODE' as const, ...r, currency }))
          : account.rewardCards.map((r) => ({
              payment_method_id: 'REWARD_CARD' as const,
              paymentInstrumentId: r.paymentInstrumentId,
              cardNumberMasked: `${'*'.repeat(r.cardNumber.length - 4)}${r.cardNumber.slice(-4)}`,
              balance: r.balance,
              currency,
              ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}),
            }));
    return { body: { payment_instruments: list } };
  },

  /** Saves a tokenised card: bot check, billing address rules, expiry, duplicates, main card rules. */
  savePaymentInstrument: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const botRefusal = checkBotToken(world, body.recaptcha_response);
    if (botRefusal) return botRefusal;
    const { account } = found;
    const address = validateAddress(body.address, 'billing');
    if (isFailure(address)) return address;
    const now = world.clock.now();
    const card: StoredCard = {
      paymentInstrumentId: world.ids.next('pi'),
      ...body.card,
      main: body.main === true,
      address: address,
      createdAt: now.toISOString(),
    };
    const cards = addCard(account.cards, card, now);
    if (isFailure(cards)) return cards;
    await saveAccount(world, { ...account, cards: cards });
    const saved = cards.find((c) => c.paymentInstrumentId === card.paymentInstrumentId) as StoredCard;
    return { body: { card: cardView(saved) } };
  },

  updatePaymentInstrument: async ({ params, body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    let address = body.address;
    if (address) {
      const valid = validateAddress(address, 'billing');
      if (isFailure(valid)) return valid;
      address = valid;
    }
    const cards = updateCard(
      account.cards,
      params.paymentInstrumentId,
      { ...body, address },
      world.clock.now(),
    );
    if (isFailure(cards)) return cards;
    await saveAccount(world, { ...account, cards: cards });
    const card = cards.find((c) => c.paymentInstrumentId === params.paymentInstrumentId) as StoredCard;
    return { body: { payment_method_id: 'CREDIT_CARD' as const, ...cardView(card) } };
  },

  deletePaymentInstrument: async ({ params, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const id = params.paymentInstrumentId;
    if (
      account.rewardCodes.some((r) => r.paymentInstrumentId === id) ||
      account.rewardCards.some((r) => r.paymentInstrumentId === id)
    ) {
      await saveAccount(world, {
        ...account,
        rewardCodes: account.rewardCodes.filter((r) => r.paymentInstrumentId !== id),
        rewardCards: account.rewardCards.filter((r) => r.paymentInstrumentId !== id),
      });
      return {};
    }
    const cards = removeCard(account.cards, id);
    if (isFailure(cards)) return cards;
    await saveAccount(world, { ...account, cards: cards });
    return {};
  },
} satisfies AreaHandlers;
