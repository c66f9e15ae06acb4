import { AccountArea } from '../features/account/area/account-area';
import { NotFoundPage } from './not-found-page';

/** /{locale}/account/*: the account area (features/account/area/account-areas.ts lists its pages). */
export function Component() {
  return <AccountArea NotFound={NotFoundPage} />;
}
