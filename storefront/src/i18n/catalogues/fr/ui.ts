import type { Translation } from '../../catalogue-types';
import type { ui as en } from '../en/ui';

export const ui: Translation<typeof en> = {
  'ui.button.loading': 'Chargement',
  'ui.dialog.close': 'Fermer',
  'ui.toast.region': 'Notifications',
  'ui.toast.dismiss': 'Fermer la notification',
  'ui.banner.dismiss': 'Fermer',
  'ui.field.optional': '(facultatif)',
  'ui.quantity.label': 'Quantité',
  'ui.quantity.labelFor': 'Quantité de {name}',
  'ui.quantity.decrease': 'Diminuer la quantité',
  'ui.quantity.decreaseFor': 'Diminuer la quantité de {name}',
  'ui.quantity.increase': 'Augmenter la quantité',
  'ui.quantity.increaseFor': 'Augmenter la quantité de {name}',
  'ui.price.current': 'Prix',
  'ui.price.original': 'Prix initial',
  'ui.price.sale': 'Prix soldé',
  'ui.price.range': '{low} – {high}',
  'ui.price.percentOff': '{percent, number} % de réduction',
  'ui.rating.label': 'Note de {value, number} sur 5',
  'ui.rating.labelWithCount':
    'Note de {value, number} sur 5, {count, plural, =0 {aucun avis} one {# avis} other {# avis}}',
  'ui.rating.count': '({count, number})',
  'ui.pagination.label': 'Pagination',
  'ui.pagination.first': 'Première page',
  'ui.pagination.previous': 'Page précédente',
  'ui.pagination.next': 'Page suivante',
  'ui.pagination.last': 'Dernière page',
  'ui.pagination.page': 'Page {page, number}',
  'ui.breadcrumbs.label': "Fil d'Ariane",
  'ui.spinner.label': 'Chargement',
};
