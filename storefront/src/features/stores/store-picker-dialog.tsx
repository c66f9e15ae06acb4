import { type FormEvent, useState } from 'react';
import type { Store } from '../../../../contracts/entities/store';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/field/text-field';
import { Spinner } from '../../ui/spinner/spinner';
import { linesToMove } from '../cart/delivery/delivery-model';
import { useCurrentCart } from '../cart/delivery/use-delivery';
import { toChosenStore, useChosenStore } from './chosen-store';
import { StoreCard } from './store-card';
import { searchablePostalCode } from './store-format';
import styles from './stores.module.css';
import { useApplyStore } from './use-apply-store';
import { useStoreSearch } from './use-stores';

/**
 * Dialog `pickupInStore`: stores near a postal code with the product's stock, and "Select this store".
 * From the cart it finishes a line's switch to pickup or ship to store (`apply`); from the product page it
 * checks availability (`sku`). Choosing another store while store-bound lines wait at the old one asks
 * first (changeStoreConfirmation), since those lines move too.
 */
export default function StorePickerDialog(props: DialogComponentProps<'pickupInStore'>) {
  const { cart: given, apply, sku, onClose } = props;
  const intl = useIntl();
  const { open } = useDialogs();
  const chosen = useChosenStore();
  const [input, setInput] = useState(chosen?.address.postalCode ?? '');
  const [postalCode, setPostalCode] = useState<string | undefined>(chosen?.address.postalCode);
  const [invalid, setInvalid] = useState(false);
  const [selecting, setSelecting] = useState<string | undefined>();
  const search = useStoreSearch(postalCode, sku);
  const current = useCurrentCart(given);
  const cart = given ?? current.data ?? undefined;
  const applyStore = useApplyStore();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = searchablePostalCode(input);
    setInvalid(!code);
    if (code) setPostalCode(code);
  };

  const select = (store: Store) => {
    const target = toChosenStore(store);
    const applying = new Set(apply?.itemIds ?? []);
    const moves = cart
      ? linesToMove(cart, store.id)
          .map((group) => ({ ...group, itemIds: group.itemIds.filter((id) => !applying.has(id)) }))
          .filter((group) => group.itemIds.length > 0)
      : [];
    if (cart && chosen && chosen.id !== store.id && moves.length > 0) {
      open('changeStoreConfirmation', { store: target, cartId: cart.id, moves, apply });
      return;
    }
    setSelecting(store.id);
    applyStore.mutate({ store: target, cartId: cart?.id, moves: [], apply }, { onSuccess: onClose });
  };

  const title = intl.formatMessage({
    id: sku && !apply ? 'stores.picker.availabilityTitle' : 'stores.picker.title',
  });
  const stores = search.data ?? [];

  return (
    <Dialog title={title} onClose={onClose} size="lg">
      <p className={styles.intro}>{intl.formatMessage({ id: 'stores.picker.intro' })}</p>
      <form className={styles.search} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'stores.search.label' })}
          autoComplete="postal-code"
          value={input}
          error={invalid ? intl.formatMessage({ id: 'stores.search.invalid' }) : undefined}
          onChange={(event) => setInput(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'stores.search.submit' })}
        </Button>
      </form>
      {search.isFetching ? <Spinner label={intl.formatMessage({ id: 'stores.search.searching' })} /> : null}
      {search.error ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(intl, search.error)}
        </p>
      ) : null}
      {applyStore.error ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(intl, applyStore.error)}
        </p>
      ) : null}
      {stores.length > 0 && postalCode ? (
        <section aria-labelledby="store-results-heading">
          <h3 id="store-results-heading" className={styles.heading}>
            {intl.formatMessage({ id: 'stores.results.heading' }, { place: postalCode })}
          </h3>
          <ul className={styles.list}>
            {stores.map((store) => (
              <StoreCard
                key={store.id}
                store={store}
                sku={sku}
                current={chosen?.id === store.id}
                pending={applyStore.isPending && selecting === store.id}
                method={apply?.code}
                onSelect={() => select(store)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}
