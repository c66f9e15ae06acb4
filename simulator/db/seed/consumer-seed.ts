import { base, en, Faker } from '@faker-js/faker';
import type { AccountRecord, AssociateRecord, PurchaseRecord, ResetCodeRecord } from '../account-records';
import { ASSOCIATE_PASSWORD, DOCUMENTED_ACCOUNTS, DOCUMENTED_ASSOCIATES } from './consumer-seed-documented';
import { historyOrders } from './consumer-seed-history';
import { account, CONSUMER_PASSWORD, daysBefore, emailNewsletter, usAddress } from './consumer-seed-parts';

/** Users-area seed: accounts (documented and generated), store associates, order history, reset codes. */
export interface ConsumerSeed {
  readonly accounts: readonly AccountRecord[];
  readonly associates: readonly AssociateRecord[];
  readonly purchases: readonly PurchaseRecord[];
  readonly resetCodes: readonly ResetCodeRecord[];
  /** The documented sign-ins, for the README and QA scripts (independent of the seed). */
  readonly credentials: readonly DocumentedCredential[];
}

interface DocumentedCredential {
  readonly role: string;
  readonly login: string;
  readonly password: string;
  readonly storeId?: string;
  readonly consumerId?: string;
  readonly notes: string;
}

const GENERATED_SHOPPERS = 12;
const FAKER_SALT = 31;

const CITIES = [
  { city: 'Denver', province: 'CO', postalCode: '80202', area: '303' },
  { city: 'Austin', province: 'TX', postalCode: '78701', area: '512' },
  { city: 'Boston', province: 'MA', postalCode: '02108', area: '617' },
  { city: 'Chicago', province: 'IL', postalCode: '60601', area: '312' },
] as const;

/** Filler consumers (shopper01..shopper12@example.com); names and addresses from the seed. */
function generatedShoppers(seed: number): AccountRecord[] {
  const faker = new Faker({ locale: [en, base] });
  faker.seed([seed, FAKER_SALT]);
  return Array.from({ length: GENERATED_SHOPPERS }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const place = faker.helpers.arrayElement(CITIES);
    const phone = `+1${place.area}555${String(200 + index).padStart(4, '0')}`;
    const email = `shopper${n}@example.com`;
    return account({
      consumerId: `C0002000${n}`,
      consumerNo: `CN0200${n}`,
      email,
      consumerType: 'REGISTERED',
      firstName,
      lastName,
      phone,
      postalCode: place.postalCode,
      birthDate: faker.date
        .between({ from: '1960-01-01T00:00:00Z', to: '2004-12-31T00:00:00Z' })
        .toISOString()
        .slice(0, 10),
      gender: faker.helpers.arrayElement(['M', 'F', 'X', 'U'] as const),
      createdAt: daysBefore(faker.number.int({ min: 10, max: 900 })),
      addresses: [
        usAddress({
          id: `addr-s${n}-1`,
          type: 'S',
          main: true,
          firstName,
          lastName,
          line1: `${faker.number.int({ min: 10, max: 9999 })} ${faker.location.street()}`.slice(0, 30),
          city: place.city,
          province: place.province,
          postalCode: place.postalCode,
          phone,
        }),
      ],
      subscriptions: faker.datatype.boolean() ? [emailNewsletter(email, true)] : [],
    });
  });
}

const CREDENTIALS: readonly DocumentedCredential[] = [
  {
    role: 'Registered consumer',
    login: 'registered@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100001',
    notes:
      '3 addresses (main shipping and billing), cards 411111/1111 (main) and 400000/3220, order history EC90000001-5',
  },
  {
    role: 'Loyalty member',
    login: 'loyalty@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100002',
    notes:
      'memberId LM-0042317, 2400 points, voucher LV-10-AVAIL, reward code RWD-5OFF-2026, reward card 6006491234564821 / pin 1234, SMS opted in',
  },
  {
    role: 'Loyalty member, not confirmed',
    login: 'loyalty.pending@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100003',
    notes: 'enrollment doubleOptin false: loyalty calls answer REW135',
  },
  {
    role: 'Athlete with credit',
    login: 'athlete@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100004',
    notes: 'annual credit 1500, remainingAmount 1100 (rewards refused: PYT400), loyalty 1000 points',
  },
  {
    role: 'Athlete, credit used up',
    login: 'athlete.spent@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100005',
    notes: 'remainingAmount 0 (rewards allowed), loyalty 800 points',
  },
  {
    role: 'Employee',
    login: 'employee@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100006',
    notes: 'consumerType EMPLOYEE, annual cap 1000 (250 spent), discount terms NOT accepted',
  },
  {
    role: 'Prosumer',
    login: 'prosumer@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100007',
    notes: 'identities WRANX WRX-558201 and IPA IPA-77310, annual credit 800',
  },
  {
    role: 'Store associate',
    login: 'E10442',
    password: ASSOCIATE_PASSWORD,
    storeId: '0412',
    notes: 'agent login: buy-in-store as Sam Rivera (E10442); E10443 (Morgan Lee, manager) same password',
  },
  {
    role: 'Consumer without a profile',
    login: 'noprofile@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100008',
    notes: "signs in; profile calls answer PRO404 'Profile not loaded' until POST /consumers-v3/consumer",
  },
  {
    role: 'Locked account',
    login: 'locked@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100009',
    notes: 'sign-in answers AUT423; reset the password to unlock',
  },
  {
    role: 'Partially enrolled',
    login: 'partial@example.com',
    password: CONSUMER_PASSWORD,
    consumerId: 'C000100010',
    notes: 'email but no phone (lookup hasPhone false; enrolment starts at the mobile step)',
  },
  {
    role: 'Newsletter profile, no login',
    login: 'newsletter@example.com',
    password: '(none)',
    consumerId: 'C000100011',
    notes: 'sign-up with this email answers PRO400; sign-in AUT438',
  },
  {
    role: 'Generated shoppers',
    login: 'shopper01@example.com ... shopper12@example.com',
    password: CONSUMER_PASSWORD,
    notes: 'names and addresses generated from --seed',
  },
];

export function generateConsumerSeed(seed: number): ConsumerSeed {
  return {
    accounts: [...DOCUMENTED_ACCOUNTS, ...generatedShoppers(seed)],
    associates: DOCUMENTED_ASSOCIATES,
    purchases: historyOrders(),
    resetCodes: [
      // An expired reset link of the registered consumer: confirming it answers AUT402.
      {
        code: 'rc-expired-0001',
        email: 'registered@example.com',
        expiresAt: '2025-01-01T00:00:00.000Z',
        used: false,
      },
    ],
    credentials: CREDENTIALS,
  };
}
