import type { Translation } from '../../catalogue-types';
import type { shell as english } from '../en/shell';

export const shell: Translation<typeof english> = {
  'shell.skipToContent': 'Aller au contenu',
  'notFound.title': 'Page introuvable',
  'notFound.body':
    'La page que vous cherchez n’est pas disponible. Elle a peut-être été déplacée, ou le lien est erroné.',
  'notFound.home': 'Retour à l’accueil',
  'contentBlocks.newTab': '(s’ouvre dans un nouvel onglet)',
} as const;
