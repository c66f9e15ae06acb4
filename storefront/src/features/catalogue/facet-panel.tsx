import { memo } from 'react';
import type { ProductSearchAnswer } from '../../commerce/catalogue';
import { useIntl } from '../../i18n/intl';
import { Checkbox } from '../../ui/field/checkbox';
import { facetLabel } from './facet-labels';
import styles from './facet-panel.module.css';
import { isFilterSelected, type ListingState, toggleFilter } from './listing-query';

type Facet = ProductSearchAnswer['facets'][number];

export interface FacetPanelProps {
  facets: readonly Facet[];
  state: ListingState;
  onChange: (next: ListingState) => void;
  /** Distinguishes the drawer's copy from the sidebar's (ids must be unique on the page). */
  idPrefix: string;
}

/**
 * Facet groups (native details/summary: collapsible, keyboard operable) of checkboxes with counts.
 * Checked state follows the URL at once, before the new answer arrives. Memoised: the page around it
 * re-renders when the category tree or a fetch flag arrives, which changes none of its props.
 */
export const FacetPanel = memo(function FacetPanel({ facets, state, onChange, idPrefix }: FacetPanelProps) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      {facets.map((facet, index) => {
        const label = facetLabel(intl, facet);
        const chosen = facet.values.filter((v) => isFilterSelected(state, facet.id, v.id)).length;
        return (
          <details key={facet.id} className={styles.group} open={index < 4 || chosen > 0}>
            <summary className={styles.summary}>
              <span>{label}</span>
              {chosen > 0 ? (
                <span className={styles.chosen}>
                  {intl.formatMessage({ id: 'catalogue.facets.chosen' }, { count: chosen })}
                </span>
              ) : null}
            </summary>
            <fieldset className={styles.values}>
              <legend className="visually-hidden">{label}</legend>
              {facet.values.map((value) => {
                const checked = isFilterSelected(state, facet.id, value.id);
                return (
                  <Checkbox
                    key={value.id}
                    id={`${idPrefix}-${facet.id}-${value.id}`}
                    className={styles.value}
                    checked={checked}
                    disabled={!checked && value.count === 0}
                    onChange={() => onChange(toggleFilter(state, facet.id, value.id))}
                    label={
                      <span className={styles.valueLabel}>
                        <span>{value.label}</span>
                        <span className={styles.count}>
                          <span className="visually-hidden">, </span>
                          {intl.formatMessage({ id: 'catalogue.facets.count' }, { count: value.count })}
                        </span>
                      </span>
                    }
                  />
                );
              })}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
});
