import { useState } from 'react';
import type { ProductSearchAnswer } from '../../commerce/catalogue';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { FacetPanel } from './facet-panel';
import styles from './listing.module.css';
import { clearFilters, hasFilters, type ListingState } from './listing-query';

type Facet = ProductSearchAnswer['facets'][number];

/** Small screens: a "Filter" button opening the facets in a drawer; choices apply as they are made. */
export function FilterDrawer({
  facets,
  state,
  onChange,
  total,
}: {
  facets: readonly Facet[];
  state: ListingState;
  onChange: (next: ListingState) => void;
  total: number;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const chosen = Object.values(state.filters).reduce((n, values) => n + values.length, 0);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {chosen > 0
          ? intl.formatMessage({ id: 'catalogue.filters.openWithCount' }, { count: chosen })
          : intl.formatMessage({ id: 'catalogue.filters.open' })}
      </Button>
      {open ? (
        <Dialog
          title={intl.formatMessage({ id: 'catalogue.filters.title' })}
          onClose={() => setOpen(false)}
          variant="drawer-left"
          footer={
            <div className={styles.drawerFooter}>
              {hasFilters(state) ? (
                <Button variant="ghost" onClick={() => onChange(clearFilters(state))}>
                  {intl.formatMessage({ id: 'catalogue.filters.clearAll' })}
                </Button>
              ) : null}
              <Button onClick={() => setOpen(false)}>
                {intl.formatMessage({ id: 'catalogue.filters.show' }, { count: total })}
              </Button>
            </div>
          }
        >
          <FacetPanel facets={facets} state={state} onChange={onChange} idPrefix="drawer" />
        </Dialog>
      ) : null}
    </>
  );
}
