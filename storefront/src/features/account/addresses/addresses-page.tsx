import { useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import { addressIdOf, approachTypeOf, mainFlagForNew } from '../../../commerce/account/address-book-rules';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Button } from '../../../ui/button/button';
import { Spinner } from '../../../ui/spinner/spinner';
import { toastStore } from '../../../ui/toast/toast-store';
import { addressErrorRoute } from '../../checkout/shipping/address-error-route';
import type { AddressFieldErrors } from '../../checkout/shipping/address-form';
import styles from '../area/account-cards.module.css';
import { accountPath } from '../area/account-path';
import { LoadFailed } from '../area/load-failed';
import { AddressCard } from './address-card';
import { type AddressDraft, AddressEditor } from './address-editor';
import { useAddressBook } from './use-address-book';

type Mode =
  | { readonly kind: 'list' }
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly address: Address };

/**
 * The address book (/{locale}/account/addresses, spec 000 sections 3 and 4): shipping and billing
 * addresses, main first; add, edit, delete, make main. The first address of a type is sent as main; a
 * failure shows as its catalogue entry says (CCA400, CCA401, PRO414: a sticky error toast; a field's
 * error under its field).
 */
export default function AddressesPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const t = (id: string) => intl.formatMessage({ id: `accountArea.addresses.${id}` });
  const { book, profile, addresses, countries, change } = useAddressBook();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });

  const fail = (error: unknown) =>
    toastStore.show({
      title: t('failed'),
      message: errorMessage(intl, error),
      tone: 'error',
      autoClose: false,
    });
  const done = (id: string) => toastStore.show({ title: t(id), tone: 'success' });

  const save = async (draft: AddressDraft): Promise<AddressFieldErrors | undefined> => {
    try {
      if (mode.kind === 'edit') {
        const id = addressIdOf(mode.address) ?? '';
        const main =
          draft.main || (mode.address.main === true && approachTypeOf(mode.address) === draft.approachType);
        await change.mutateAsync((calls) => calls.update(id, draft.address, draft.approachType, main));
      } else {
        const main = mainFlagForNew(addresses, draft.approachType, draft.main);
        await change.mutateAsync((calls) => calls.create(draft.address, draft.approachType, main));
      }
      setMode({ kind: 'list' });
      done('saved');
      return undefined;
    } catch (error) {
      const route = addressErrorRoute(error);
      if (route.kind === 'field') return { [route.field]: errorMessage(intl, error) };
      fail(error);
      return undefined;
    }
  };
  const run = (call: Parameters<typeof change.mutate>[0], doneId: string) =>
    change.mutate(call, { onSuccess: () => done(doneId), onError: fail });

  const meta = (
    <PageMeta
      title={t('title')}
      description={t('description')}
      canonicalPath={accountPath(locale, 'addresses')}
    />
  );
  if (profile.isPending)
    return (
      <>
        {meta}
        <Spinner label={intl.formatMessage({ id: 'accountArea.loading' })} />
      </>
    );
  if (profile.isError)
    return (
      <>
        {meta}
        <LoadFailed
          title={t('loadFailed')}
          retryLabel={t('retry')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      </>
    );

  const section = (type: 'S' | 'B') => {
    const ofType = addresses.filter((a) => approachTypeOf(a) === type);
    const headingId = `addresses-${type}`;
    return (
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId}>{t(type === 'S' ? 'shipping' : 'billing')}</h2>
        {ofType.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className={styles.list}>
            {ofType.map((address) => {
              const id = addressIdOf(address) ?? '';
              return (
                <AddressCard
                  key={id}
                  address={address}
                  busy={change.isPending}
                  onEdit={() => setMode({ kind: 'edit', address })}
                  onMakeMain={() => run((calls) => calls.makeMain(address), 'mainSet')}
                  onDelete={() => run((calls) => calls.remove(id), 'deleted')}
                />
              );
            })}
          </ul>
        )}
      </section>
    );
  };

  return (
    <>
      {meta}
      <h1>{t('title')}</h1>
      {mode.kind === 'list' ? (
        <>
          <Button className={styles.add} onClick={() => setMode({ kind: 'add' })}>
            {t('add')}
          </Button>
          {section('S')}
          {section('B')}
        </>
      ) : countries.pending ? (
        <Spinner label={intl.formatMessage({ id: 'accountArea.loading' })} />
      ) : (
        <AddressEditor
          key={mode.kind === 'edit' ? addressIdOf(mode.address) : 'new'}
          book={book}
          editing={mode.kind === 'edit' ? mode.address : undefined}
          countries={countries.options}
          onSave={save}
          onCancel={() => setMode({ kind: 'list' })}
        />
      )}
    </>
  );
}
