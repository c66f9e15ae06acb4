import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CardType, TokenizedCard } from '../../../../../contracts/entities/payment-instrument';
import type { SavedCard } from '../../../commerce/checkout/payment';
import { useSession } from '../../../commerce/commerce-context';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { RadioGroup } from '../../../ui/field/radio-group';
import { Spinner } from '../../../ui/spinner/spinner';
import { CardEntryForm } from './card-entry-form';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';
import type { PaymentMethodProps } from './payment-method-props';
import { usePaymentAction } from './use-payment-action';

const NEW_CARD = 'new';

interface CardPaymentProps extends PaymentMethodProps {
  readonly signedIn: boolean;
  readonly cardTypes?: readonly CardType[];
}

/** The main saved card first chosen; a shopper without saved cards enters a new one. */
const defaultCardChoice = (cards: readonly SavedCard[]): string =>
  (cards.find((c) => c.main) ?? cards[0])?.paymentInstrumentId ?? NEW_CARD;

/**
 * Credit card: a saved card for a signed-in shopper (the main one preselected), or a new card through the
 * payment provider. Saving a new card sends the bot-check response (the commerce adapter adds it).
 */
export function CardPayment({ checkout, provider, onPaid, signedIn, cardTypes }: CardPaymentProps) {
  const intl = useIntl();
  const { consumerNo } = useSession();
  const action = usePaymentAction();
  const saved = useQuery({
    queryKey: ['savedCards', consumerNo ?? null],
    queryFn: () => checkout.payment.savedCards(),
    enabled: signedIn,
  });
  const cards = saved.data ?? [];
  const [picked, setPicked] = useState<string | undefined>();
  const choice = picked ?? defaultCardChoice(cards);
  // A signed-in shopper's main card is the default: wait for the list rather than flip from the form.
  if (signedIn && saved.isPending) return <Spinner />;

  const payWithNew = async (card: TokenizedCard, save: boolean) => {
    const cart = await action.run('new', () => checkout.payment.payWithCard(card, { save }));
    if (cart) onPaid(cart);
  };
  const payWithSaved = async () => {
    const cart = await action.run('saved', () => checkout.payment.payWithSavedCard(choice));
    if (cart) onPaid(cart);
  };

  const cardLabel = (c: SavedCard) =>
    intl.formatMessage(
      { id: c.main ? 'payment.card.savedMain' : 'payment.card.saved' },
      {
        brand: c.cardType,
        lastFour: c.lastFour,
        expiry: `${String(c.expiryMonth).padStart(2, '0')}/${String(c.expiryYear).slice(-2)}`,
      },
    );

  return (
    <div className={styles.section}>
      {cards.length > 0 ? (
        <RadioGroup
          legend={intl.formatMessage({ id: 'payment.card.choose' })}
          name="savedCard"
          value={choice}
          onChange={setPicked}
          options={[
            ...cards.map((c) => ({ value: c.paymentInstrumentId, label: cardLabel(c) })),
            { value: NEW_CARD, label: intl.formatMessage({ id: 'payment.card.useNew' }) },
          ]}
        />
      ) : null}
      {choice === NEW_CARD ? (
        <CardEntryForm
          provider={provider}
          {...(cardTypes ? { cardTypes } : {})}
          canSave={signedIn}
          busy={action.pending === 'new'}
          onCard={(card, save) => void payWithNew(card, save)}
        />
      ) : (
        <Button onClick={() => void payWithSaved()} loading={action.pending === 'saved'}>
          <FormattedMessage id="payment.card.paySaved" />
        </Button>
      )}
      <PaymentAlert message={action.error?.message} />
    </div>
  );
}
