import { DEFAULT_COUNTRY, localeCountry } from '../../../contracts/common/sites';
import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { currencyOfCountry } from '../../domain/catalogue/money';
import { newProfileRecord } from '../../domain/consumer/profile-records';

/**
 * A profile without a login for an email (profile creation, a visitor's subscription): new ids from the
 * world, the locale's country and that country's currency. Not written: the caller writes it with its change.
 */
export function newProfileFor(
  world: World,
  input: { email: string; locale: string; now: Date; acquisitionType: string },
): AccountRecord {
  const country = localeCountry(input.locale, DEFAULT_COUNTRY);
  return newProfileRecord({
    consumerId: world.ids.next('C', 9),
    consumerNo: world.ids.next('CN', 9),
    email: input.email,
    country,
    currency: currencyOfCountry(country),
    now: input.now,
    acquisitionType: input.acquisitionType,
  });
}
