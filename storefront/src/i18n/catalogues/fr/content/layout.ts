import type { Translation } from '../../../catalogue-types';
import type { layout as en } from '../../en/content/layout';

/** Collections, carrousels, icônes et textes, cartes, boutons, listes et navigation secondaire. */
export const layout: Translation<typeof en> = {
  'contentBlocks.layout.carousel.previous': 'Diapositive précédente',
  'contentBlocks.layout.carousel.next': 'Diapositive suivante',
  'contentBlocks.layout.carousel.slide': '{position} sur {count}',
  'contentBlocks.layout.carousel.position': 'Diapositive {position} sur {count}',
  'contentBlocks.layout.carousel.label': 'carrousel',
  'contentBlocks.layout.carousel.slideRole': 'diapositive',
  'contentBlocks.layout.buttons': 'Liens',
};
