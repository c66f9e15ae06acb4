import { useLocation } from 'react-router';
import { ContactUsPage } from '../features/account/help/contact-us-page';
import { WarrantyPage } from '../features/account/help/warranty-page';

/** /{locale}/help/contact-us and /{locale}/help/warranty: customer care's forms, for guests and shoppers alike. */
export function Component() {
  return useLocation().pathname.endsWith('/warranty') ? <WarrantyPage /> : <ContactUsPage />;
}
