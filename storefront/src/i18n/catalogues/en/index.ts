import type { Messages } from '../../catalogue-types';
import { account } from './account';
import { accountArea } from './account-area';
import { associate } from './associate';
import { cart } from './cart';
import { cartPage } from './cart-page';
import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { consent } from './consent';
import { content } from './content';
import { delivery } from './delivery';
import { enrolment } from './enrolment';
import { errorTexts } from './error-texts';
import { errors } from './errors';
import { footer } from './footer';
import { home } from './home';
import { navigation } from './navigation';
import { order } from './order';
import { passwords } from './passwords';
import { payment } from './payment';
import { product } from './product';
import { reviews } from './reviews';
import { search } from './search';
import { searchPage } from './search-page';
import { session } from './session';
import { shell } from './shell';
import { signUp } from './sign-up';
import { stores } from './stores';
import { ui } from './ui';

/** The English catalogue: one spread per area file. Add an area with one import and one spread. */
export const messages: Messages = {
  ...ui,
  ...errors,
  ...errorTexts,
  ...catalogue,
  ...search,
  ...searchPage,
  ...product,
  ...reviews,
  ...shell,
  ...navigation,
  ...footer,
  ...home,
  ...content,
  ...cart,
  ...cartPage,
  ...session,
  ...account,
  ...delivery,
  ...stores,
  ...checkout,
  ...payment,
  ...order,
  ...associate,
  ...passwords,
  ...signUp,
  ...enrolment,
  ...accountArea,
  ...consent,
};
