import { DEFAULT_COUNTRY, localeCountry } from '../../../contracts/common/sites';
import type { HeadersOf, RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { currencyOfCountry } from '../../domain/catalogue/money';
import { signUpAccount } from '../../domain/consumer/sign-up';
import { type Failure, isFailure } from '../../domain/failure';
import { accountByEmail, phoneInUse } from './accounts';

/** Sign-up: checks (see signUpAccount), then the new account, written. */
export async function signUp(
  world: World,
  body: RequestBodyOf<'signUp'>,
  headers: HeadersOf<'signUp'>,
): Promise<AccountRecord | Failure> {
  const country = localeCountry(headers['x-locale'], DEFAULT_COUNTRY);
  const created = signUpAccount(body, {
    now: world.clock.now(),
    country,
    region: headers['x-region'],
    currency: currencyOfCountry(country),
    leadSource: headers.source,
    existing: (email) => accountByEmail(world, email),
    phoneInUse: (phone) => phoneInUse(world, phone),
    ids: {
      consumerId: world.ids.next('C', 9),
      consumerNo: world.ids.next('CN', 9),
      memberId: () => world.ids.next('LM', 7),
    },
  });
  if (isFailure(created)) return created;
  await world.db.accounts.accounts.create(created);
  return created;
}
