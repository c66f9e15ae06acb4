import type { Translation } from '../../../catalogue-types';
import type { media as en } from '../../en/content/media';

/** Les blocs médias : vidéo, galeries, l’aperçu des liens du bandeau principal. */
export const media: Translation<typeof en> = {
  'contentBlocks.media.video': 'Vidéo',
  'contentBlocks.media.playVideo': 'Lire la vidéo : {title}',
  'contentBlocks.media.photoGallery': 'Photos de nos clients',
  'contentBlocks.media.socialGallery': 'Photos de notre communauté',
};
