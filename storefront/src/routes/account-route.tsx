import { AccountArea } from '../features/account/area/account-area';
import { NotFoundWithContent } from './not-found-with-content';

/** /{locale}/account/*: the account area (features/account/area/account-areas.ts lists its pages). */
export function Component() {
  return <AccountArea NotFound={NotFoundWithContent} />;
}
