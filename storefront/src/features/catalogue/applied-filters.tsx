import type { ProductSearchAnswer } from '../../commerce/catalogue';
import { useIntl } from '../../i18n/intl';
import { CloseIcon } from '../../ui/icons/icons';
import styles from './applied-filters.module.css';
import { facetLabel } from './facet-labels';
import { clearFilters, type ListingState, toggleFilter } from './listing-query';

type Facet = ProductSearchAnswer['facets'][number];

/** The chosen filters as removable chips, with "Clear all"; labels from the answer's facets. */
export function AppliedFilters({
  facets,
  state,
  onChange,
}: {
  facets: readonly Facet[];
  state: ListingState;
  onChange: (next: ListingState) => void;
}) {
  const intl = useIntl();
  const chips = Object.keys(state.filters)
    .sort()
    .flatMap((facetId) => {
      const facet = facets.find((f) => f.id === facetId);
      // A filter the answer does not know (an old link, a typo) is not shown: the server ignores it too.
      if (!facet) return [];
      return (state.filters[facetId] ?? []).map((valueId) => ({
        facetId,
        valueId,
        facet: facetLabel(intl, facet),
        value: facet.values.find((v) => v.id === valueId)?.label ?? valueId,
      }));
    });
  if (chips.length === 0) return null;
  return (
    <div className={styles.applied}>
      <h2 className="visually-hidden">{intl.formatMessage({ id: 'catalogue.filters.applied' })}</h2>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={`${chip.facetId}:${chip.valueId}`}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(toggleFilter(state, chip.facetId, chip.valueId))}
              aria-label={intl.formatMessage(
                { id: 'catalogue.filters.remove' },
                { facet: chip.facet, value: chip.value },
              )}
            >
              <span>{chip.value}</span>
              <CloseIcon size="sm" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => onChange(clearFilters(state))}>
        {intl.formatMessage({ id: 'catalogue.filters.clearAll' })}
      </button>
    </div>
  );
}
