import type { IntlShape } from '../../i18n/intl';

/** Facets the storefront knows get a translated name; others keep the label the answer gives. */
const KNOWN: Readonly<Record<string, string>> = {
  category: 'catalogue.facet.category',
  gender: 'catalogue.facet.gender',
  color: 'catalogue.facet.color',
  size: 'catalogue.facet.size',
  price: 'catalogue.facet.price',
  sale: 'catalogue.facet.sale',
};

export function facetLabel(intl: IntlShape, facet: { id: string; label: string }): string {
  const id = KNOWN[facet.id];
  return id ? intl.formatMessage({ id }) : facet.label;
}
