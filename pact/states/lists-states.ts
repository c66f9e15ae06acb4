import { SHOPPER_PASSWORD } from '../../scenarios/flows/common-steps';
import { step } from '../../scenarios/scenario';
import { defineProviderState, saved } from './provider-state';

/** The favourites list a share link opens (storefront/src/commerce/account/lists.ts). */
export const listsStates = [
  defineProviderState({
    name: 'a shared favorites list',
    setsUp:
      'A registered shopper whose favorites list holds one product and has been shared (it has a share link).',
    values: {
      accessToken: { means: "that shopper's bearer token", simulator: saved('token') },
      favoriteId: { means: 'the shared favorites list id', simulator: saved('favoriteId') },
    },
    setup: { shopper: { signIn: 'shopper01@example.com', password: SHOPPER_PASSWORD } },
    steps: [
      step('addFavorite', {
        name: 'add a favorite',
        body: { id: 'SPJK0001', qty: 1, itemType: 'product' },
        expect: {},
        save: { favoriteId: 'favoriteId' },
      }),
      step('shareFavorites', {
        name: 'share the list',
        params: (vars) => ({ favoriteId: String(vars.favoriteId) }),
        body: {},
        expect: {},
      }),
    ],
  }),
];
