import type { PactInteraction } from '../pact-interaction';
import { accountCommunicationInteractions } from './account-communication';
import { accountProfileInteractions } from './account-profile';
import { accountWalletInteractions } from './account-wallet';
import { associateInteractions } from './associate';
import { cartInteractions } from './cart';
import { catalogueInteractions } from './catalogue';
import { checkoutOrderInteractions } from './checkout-order';
import { checkoutPaymentInteractions } from './checkout-payment';
import { checkoutShippingInteractions } from './checkout-shipping';
import { contentInteractions } from './content';
import { contentArticleInteractions } from './content-articles';
import { contentEspotsInteractions } from './content-espots';
import { contentFormsInteractions } from './content-forms';
import { contentPagesInteractions } from './content-pages';
import { contentStoreInteractions } from './content-stores';
import { enrolmentInteractions } from './enrolment';
import { errorRouteInteractions } from './error-routes';
import { experimentationInteractions } from './experimentation';
import { listsAndHelpInteractions } from './lists-and-help';
import { orderInteractions } from './orders';
import { passwordInteractions } from './passwords';
import { productExtrasInteractions } from './product-extras';
import { sessionInteractions } from './session';
import { signUpInteractions } from './sign-up';
import { storeInteractions } from './stores';
import { telemetryInteractions } from './telemetry';
import { wishlistInteractions } from './wishlists';

/** Every interaction of the storefront's pact with the commerce API. */
export const STOREFRONT_INTERACTIONS: readonly PactInteraction[] = [
  ...sessionInteractions,
  ...catalogueInteractions,
  ...contentInteractions,
  ...experimentationInteractions,
  ...contentArticleInteractions,
  ...contentEspotsInteractions,
  ...contentFormsInteractions,
  ...cartInteractions,
  ...checkoutShippingInteractions,
  ...wishlistInteractions,
  ...storeInteractions,
  ...contentStoreInteractions,
  ...productExtrasInteractions,
  ...telemetryInteractions,
  ...errorRouteInteractions,
  ...checkoutPaymentInteractions,
  ...checkoutOrderInteractions,
  ...associateInteractions,
  ...passwordInteractions,
  ...signUpInteractions,
  ...enrolmentInteractions,
  ...orderInteractions,
  ...listsAndHelpInteractions,
  ...accountProfileInteractions,
  ...accountCommunicationInteractions,
  ...accountWalletInteractions,
  ...contentPagesInteractions,
];
