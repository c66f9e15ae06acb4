import { useMemo, useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import type { TokenizedCard } from '../../../../../contracts/entities/payment-instrument';
import type { WalletCommerce } from '../../../commerce/account/wallet';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { CardEntryForm } from '../../checkout/payment/card-entry-form';
import { addressErrorRoute } from '../../checkout/shipping/address-error-route';
import type { AddressFieldErrors } from '../../checkout/shipping/address-form';
import styles from '../area/account-cards.module.css';
import { ErrorNotice } from '../error-notice';
import { BillingAddressEditor } from './billing-address-editor';
import { cardSaveErrorText } from './card-save-error';

interface AddCardProps {
  readonly wallet: WalletCommerce;
  /** Where the billing form starts: the shopper's main billing address, if any. */
  readonly billing: Address | undefined;
  readonly busy: boolean;
  readonly save: (card: TokenizedCard, address: Address, main: boolean) => Promise<void>;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

/**
 * Adding a card, two steps: the payment provider's card form (checked and tokenised by the provider, as
 * in checkout), then the card's billing address; the save sends the token with the bot-check response.
 */
export function AddCard({ wallet, billing, busy, save, onDone, onCancel }: AddCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `accountArea.wallet.${id}` });
  const provider = useMemo(() => wallet.paymentProvider(), [wallet]);
  const [card, setCard] = useState<TokenizedCard>();
  const [main, setMain] = useState(false);
  const [notice, setNotice] = useState<string>();

  const submit = async (address: Address): Promise<AddressFieldErrors | undefined> => {
    if (!card) return undefined;
    setNotice(undefined);
    try {
      await save(card, address, main);
      onDone();
      return undefined;
    } catch (error) {
      const route = addressErrorRoute(error);
      if (route.kind === 'field') return { [route.field]: errorMessage(intl, error) };
      setNotice(cardSaveErrorText(intl, error));
      return undefined;
    }
  };

  return (
    <section className={styles.editor} aria-labelledby="add-card-title">
      <h2 id="add-card-title">{t('addTitle')}</h2>
      {notice ? <ErrorNotice message={notice} /> : null}
      {card ? (
        <>
          <p>{t('cardReady')}</p>
          <h3>{t('billingTitle')}</h3>
          <Checkbox
            label={t('useAsMain')}
            checked={main}
            onChange={(event) => setMain(event.target.checked)}
          />
          <BillingAddressEditor
            wallet={wallet}
            start={billing}
            submitLabel={t('saveCard')}
            busy={busy}
            onSubmit={submit}
          />
        </>
      ) : (
        <CardEntryForm
          provider={provider}
          canSave={false}
          busy={false}
          submitLabel={t('continue')}
          onCard={(tokenised) => setCard(tokenised)}
        />
      )}
      <Button variant="ghost" onClick={onCancel} className={styles.cancel}>
        {t('cancel')}
      </Button>
    </section>
  );
}
