import { isApiError } from '../../../commerce/commerce-error';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Spinner } from '../../../ui/spinner/spinner';
import { toChosenStore } from '../chosen-store';
import { StoreCard } from '../store-card';
import styles from '../stores.module.css';
import { useChooseStore } from '../use-choose-store';
import { useStoreSearch } from '../use-stores';
import { StoreHours } from './store-hours';
import locator from './store-locator.module.css';

/** No store near the place: the search answers STR404, which is the empty list, not a failure. */
const isNoStore = (error: unknown) => isApiError(error) && error.errorId === 'STR404';

/** The stores near a postal code, nearest first, each with its week and "Choose as my store". */
export function StoreResults({ postalCode }: { postalCode: string }) {
  const intl = useIntl();
  const search = useStoreSearch(postalCode, undefined);
  const { choose, chosen, applyStore } = useChooseStore();
  if (search.isPending) return <Spinner label={intl.formatMessage({ id: 'stores.search.searching' })} />;
  if (search.isError)
    return isNoStore(search.error) ? (
      <p role="status" className={locator.empty}>
        {intl.formatMessage({ id: 'stores.locator.none' }, { place: postalCode })}
      </p>
    ) : (
      <p role="alert" className={styles.alert}>
        {errorMessage(intl, search.error)}
      </p>
    );
  return (
    <section aria-labelledby="locator-results-heading">
      <h2 id="locator-results-heading" className={locator.sectionHeading}>
        {intl.formatMessage({ id: 'stores.results.heading' }, { place: postalCode })}
      </h2>
      {applyStore.error ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(intl, applyStore.error)}
        </p>
      ) : null}
      <p role="status" className={locator.chosen}>
        {chosen ? intl.formatMessage({ id: 'stores.locator.chosen' }, { store: chosen.name }) : null}
      </p>
      <ul className={styles.list}>
        {search.data.map((store) => (
          <StoreCard
            key={store.id}
            store={store}
            sku={undefined}
            current={chosen?.id === store.id}
            pending={applyStore.isPending && applyStore.variables?.store.id === store.id}
            onSelect={() => choose(toChosenStore(store))}
            selectLabel={intl.formatMessage({ id: 'stores.locator.choose' })}
            selectNamedLabel={intl.formatMessage({ id: 'stores.locator.chooseNamed' }, { store: store.name })}
          >
            <StoreHours hours={store.hours} />
          </StoreCard>
        ))}
      </ul>
    </section>
  );
}
