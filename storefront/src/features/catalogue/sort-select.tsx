import type { SearchSort } from '../../../../contracts/entities/product-search';
import { useIntl } from '../../i18n/intl';
import { SelectField } from '../../ui/field/select-field';
import { type ListingState, SORTS, withSort } from './listing-query';

const SORT_LABEL: Readonly<Record<SearchSort, string>> = {
  bestMatches: 'catalogue.sort.bestMatches',
  newest: 'catalogue.sort.newest',
  priceLowToHigh: 'catalogue.sort.priceLowToHigh',
  priceHighToLow: 'catalogue.sort.priceHighToLow',
  topRated: 'catalogue.sort.topRated',
};

/**
 * Without a search term, best matches order by popularity (docs/decisions.md), which shoppers know as best
 * sellers; the menus' "Best sellers" links open that order.
 */
const labelOf = (sort: SearchSort, q: string) =>
  sort === 'bestMatches' && !q ? 'catalogue.sort.bestSellers' : SORT_LABEL[sort];

/** The sort order; a change goes back to page 1. */
export function SortSelect({
  state,
  onChange,
  className,
}: {
  state: ListingState;
  onChange: (next: ListingState) => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <SelectField
      className={className}
      label={intl.formatMessage({ id: 'catalogue.sort.label' })}
      value={state.sort}
      onChange={(event) => {
        const sort = SORTS.find((s) => s === event.target.value);
        if (sort) onChange(withSort(state, sort));
      }}
      options={SORTS.map((sort) => ({
        value: sort,
        label: intl.formatMessage({ id: labelOf(sort, state.q) }),
      }))}
    />
  );
}
