import type { HandlerMap } from '../core/handler-types';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { cartPaymentHandlers } from './cart-payments';
import { catalogueHandlers } from './catalogue';
import { checkoutHandlers } from './checkout';
import { consumerHandlers } from './consumer';
import { contentHandlers } from './content';
import { experimentationHandlers } from './experimentation';
import { fapiHandlers } from './fapi';
import { personalizationHandlers } from './personalization';
import { storesHandlers } from './stores';
import { utilitiesHandlers } from './utilities';
import { wishlistsHandlers } from './wishlists';

/** Every operation of the registry, implemented: typed as HandlerMap, so a missing one does not compile. */
export const handlerMap: HandlerMap = {
  ...authHandlers,
  ...consumerHandlers,
  ...utilitiesHandlers,
  ...cartHandlers,
  ...cartPaymentHandlers,
  ...checkoutHandlers,
  ...wishlistsHandlers,
  ...catalogueHandlers,
  ...storesHandlers,
  ...contentHandlers,
  ...fapiHandlers,
  ...personalizationHandlers,
  ...experimentationHandlers,
};
