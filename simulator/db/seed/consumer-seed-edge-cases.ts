import type { AccountRecord, AssociateRecord } from '../account-records';
import { account, emailNewsletter } from './consumer-seed-parts';

/** Documented edge cases: no profile, locked, partially enrolled, a profile without a login; associates. */
const noProfile = account({
  consumerId: 'C000100008',
  consumerNo: 'CN00100008',
  email: 'noprofile@example.com',
  consumerType: 'REGISTERED',
  hasProfile: false,
  notifications: [],
});

const locked = account({
  consumerId: 'C000100009',
  consumerNo: 'CN00100009',
  email: 'locked@example.com',
  consumerType: 'REGISTERED',
  firstName: 'Hal',
  lastName: 'Reyes',
  phone: '+16175550109',
  locked: true,
  failedLogins: 5,
});

const partial = account({
  consumerId: 'C000100010',
  consumerNo: 'CN00100010',
  email: 'partial@example.com',
  consumerType: 'REGISTERED',
  firstName: 'Ivy',
  lastName: 'Chen',
  postalCode: '10001',
  birthDate: '1998-02-14',
});

/** A newsletter profile without a login: signing up with its email answers PRO400. */
const newsletterOnly = account({
  consumerId: 'C000100011',
  consumerNo: 'CN00100011',
  email: 'newsletter@example.com',
  consumerType: 'REGISTERED',
  password: undefined,
  source: { acquisitionType: 'Newsletter' },
  subscriptions: [emailNewsletter('newsletter@example.com', true)],
});

export const EDGE_CASE_ACCOUNTS: readonly AccountRecord[] = [noProfile, locked, partial, newsletterOnly];

export const ASSOCIATE_PASSWORD = 'Associate2026!';

export const DOCUMENTED_ASSOCIATES: readonly AssociateRecord[] = [
  {
    storeId: '0412',
    storeName: 'Denver Flagship',
    username: 'E10442',
    password: ASSOCIATE_PASSWORD,
    storeEmployeeId: 'E10442',
    storeEmployeeName: 'Sam Rivera',
    role: 'ASSOCIATE',
    locked: false,
    failedLogins: 0,
  },
  {
    storeId: '0412',
    storeName: 'Denver Flagship',
    username: 'E10443',
    password: ASSOCIATE_PASSWORD,
    storeEmployeeId: 'E10443',
    storeEmployeeName: 'Morgan Lee',
    role: 'MANAGER',
    locked: false,
    failedLogins: 0,
  },
];
