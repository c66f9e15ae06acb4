import { useState } from 'react';
import type { WalletCard } from '../../../commerce/account/wallet';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Button } from '../../../ui/button/button';
import { Spinner } from '../../../ui/spinner/spinner';
import { toastStore } from '../../../ui/toast/toast-store';
import { addressErrorRoute } from '../../checkout/shipping/address-error-route';
import type { AddressFieldErrors } from '../../checkout/shipping/address-form';
import { useProfile } from '../../session/use-profile';
import styles from '../area/account-cards.module.css';
import { accountPath } from '../area/account-path';
import { LoadFailed } from '../area/load-failed';
import { AddCard } from './add-card';
import { BillingAddressEditor } from './billing-address-editor';
import { Rewards, Spends } from './rewards-and-spend';
import { SavedCardItem } from './saved-card-item';
import { useWallet } from './use-wallet';

type Mode =
  | { readonly kind: 'list' }
  | { readonly kind: 'add' }
  | { readonly kind: 'billing'; readonly card: WalletCard };

/**
 * The wallet (/{locale}/account/payment-methods, spec 000 sections 3 and 7): saved cards (add through the
 * payment provider, make main, edit the billing address, delete), reward codes and cards, and the spend of
 * the shopper's programmes. A failed change shows as its catalogue entry says (PYT404: a sticky toast).
 */
export default function PaymentMethodsPage() {
  const intl = useIntl();
  const site = useSiteConfig();
  const t = (id: string) => intl.formatMessage({ id: `accountArea.wallet.${id}` });
  const profile = useProfile();
  const { wallet, cards, rewardCodes, rewardCards, change } = useWallet();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });

  const fail = (error: unknown) =>
    toastStore.show({
      title: t('failed'),
      message: errorMessage(intl, error),
      tone: 'error',
      autoClose: false,
    });
  const done = (id: string) => toastStore.show({ title: t(id), tone: 'success' });
  const run = (call: Parameters<typeof change.mutate>[0], doneId: string) =>
    change.mutate(call, { onSuccess: () => done(doneId), onError: fail });

  const mainBilling =
    profile.data?.consumerDetails.address.find((a) => a.approachType === 'B' && a.main) ??
    profile.data?.consumerDetails.address.find((a) => a.main);

  const saveBilling = async (card: WalletCard, address: Parameters<typeof wallet.setBillingAddress>[1]) => {
    try {
      await change.mutateAsync((calls) => calls.setBillingAddress(card.paymentInstrumentId, address));
      setMode({ kind: 'list' });
      done('billingSaved');
      return undefined;
    } catch (error) {
      const route = addressErrorRoute(error);
      if (route.kind === 'field') return { [route.field]: errorMessage(intl, error) } as AddressFieldErrors;
      fail(error);
      return undefined;
    }
  };

  const meta = (
    <PageMeta
      title={t('title')}
      description={t('description')}
      canonicalPath={accountPath(site.locale, 'payment-methods')}
    />
  );
  const loading = <Spinner label={intl.formatMessage({ id: 'accountArea.loading' })} />;
  if (cards.isPending)
    return (
      <>
        {meta}
        {loading}
      </>
    );
  if (cards.isError)
    return (
      <>
        {meta}
        <LoadFailed
          title={t('loadFailed')}
          retryLabel={t('retry')}
          error={cards.error}
          onRetry={() => void cards.refetch()}
        />
      </>
    );

  if (mode.kind === 'add')
    return (
      <>
        {meta}
        <h1>{t('title')}</h1>
        <AddCard
          wallet={wallet}
          billing={mainBilling}
          busy={change.isPending}
          save={async (card, address, main) => {
            await change.mutateAsync((calls) => calls.saveCard(card, address, main));
          }}
          onDone={() => {
            setMode({ kind: 'list' });
            done('cardSaved');
          }}
          onCancel={() => setMode({ kind: 'list' })}
        />
      </>
    );
  if (mode.kind === 'billing')
    return (
      <>
        {meta}
        <h1>{t('title')}</h1>
        <section className={styles.editor} aria-labelledby="card-billing-title">
          <h2 id="card-billing-title">{t('billingTitle')}</h2>
          <BillingAddressEditor
            key={mode.card.paymentInstrumentId}
            wallet={wallet}
            start={mode.card.address ?? mainBilling}
            submitLabel={t('saveBilling')}
            busy={change.isPending}
            onSubmit={(address) => saveBilling(mode.card, address)}
          />
          <Button variant="ghost" onClick={() => setMode({ kind: 'list' })} className={styles.cancel}>
            {t('cancel')}
          </Button>
        </section>
      </>
    );

  return (
    <>
      {meta}
      <h1>{t('title')}</h1>
      <section aria-labelledby="wallet-cards" className={styles.section}>
        <h2 id="wallet-cards">{t('cardsTitle')}</h2>
        <Button className={styles.add} onClick={() => setMode({ kind: 'add' })}>
          {t('add')}
        </Button>
        {cards.data.length === 0 ? (
          <p>{t('noCards')}</p>
        ) : (
          <ul className={styles.list}>
            {cards.data.map((card) => (
              <SavedCardItem
                key={card.paymentInstrumentId}
                card={card}
                busy={change.isPending}
                onMakeMain={() => run((calls) => calls.makeMain(card.paymentInstrumentId), 'mainSet')}
                onEditBilling={() => setMode({ kind: 'billing', card })}
                onDelete={() => run((calls) => calls.remove(card.paymentInstrumentId), 'deleted')}
              />
            ))}
          </ul>
        )}
      </section>
      <Rewards codes={rewardCodes.data ?? []} cards={rewardCards.data ?? []} />
      <Spends spends={profile.data?.spends} currency={site.currency} />
    </>
  );
}
