import type { AccountRecord } from '../account-records';
import { EDGE_CASE_ACCOUNTS } from './consumer-seed-edge-cases';
import {
  account,
  daysAfter,
  daysBefore,
  emailNewsletter,
  smsSubscription,
  usAddress,
  VALID_DAYS,
  visaCard,
} from './consumer-seed-parts';
import { PROGRAMME_ACCOUNTS } from './consumer-seed-programmes';

/**
 * The documented consumers: fixed ids, emails and passwords that do not depend on the seed, so QA scripts
 * and the README can rely on them. Every one signs in with CONSUMER_PASSWORD unless noted.
 */

const registeredBilling = usAddress({
  id: 'addr-reg-3',
  type: 'B',
  main: true,
  firstName: 'Ana',
  lastName: 'Lima',
  line1: '500 Pine St',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  phone: '+12065550101',
  email: 'registered@example.com',
});

/**
 * The billing address an older card was saved with, before checkout asked for the city and postal code:
 * paying with pi-reg-3 and no other billing address answers PYT406 at prepare and place.
 */
const { id: _id, addressId: _addressId, ...oldBilling } = registeredBilling;
const incompleteBilling = { ...oldBilling, main: false, city: '', postalCode: '' };

const registered = account({
  consumerId: 'C000100001',
  consumerNo: 'CN00100001',
  email: 'registered@example.com',
  consumerType: 'REGISTERED',
  firstName: 'Ana',
  lastName: 'Lima',
  phone: '+12065550101',
  postalCode: '98101',
  birthDate: '1990-04-17',
  gender: 'F',
  preferences: { interests: 'hiking|trail-running', preferredShoeSize: '8.5' },
  addresses: [
    usAddress({
      id: 'addr-reg-1',
      type: 'S',
      main: true,
      firstName: 'Ana',
      lastName: 'Lima',
      line1: '1201 3rd Ave',
      city: 'Seattle',
      province: 'WA',
      postalCode: '98101',
      phone: '+12065550101',
    }),
    usAddress({
      id: 'addr-reg-2',
      type: 'S',
      main: false,
      firstName: 'Ana',
      lastName: 'Lima',
      line1: '400 Broad St',
      city: 'Seattle',
      province: 'WA',
      postalCode: '98109',
      phone: '+12065550101',
    }),
    registeredBilling,
  ],
  cards: [
    visaCard('pi-reg-1', 'Ana Lima', true, registeredBilling),
    {
      ...visaCard('pi-reg-2', 'Ana Lima', false, registeredBilling),
      token: 'tok_pi-reg-2',
      bin: '400000',
      lastFour: '3220',
      expiryYear: 2040,
    },
    {
      ...visaCard('pi-reg-3', 'Ana Lima', false, incompleteBilling),
      token: 'tok_pi-reg-3',
      cardType: 'MASTERCARD',
      bin: '555555',
      lastFour: '4444',
    },
  ],
  subscriptions: [emailNewsletter('registered@example.com', true)],
});

const loyaltyAddress = usAddress({
  id: 'addr-loy-1',
  type: 'S',
  main: true,
  firstName: 'Ben',
  lastName: 'Carter',
  line1: '88 Market St',
  city: 'San Francisco',
  province: 'CA',
  postalCode: '94105',
  phone: '+14155550102',
});

const loyalty = account({
  consumerId: 'C000100002',
  consumerNo: 'CN00100002',
  email: 'loyalty@example.com',
  consumerType: 'REGISTERED',
  firstName: 'Ben',
  lastName: 'Carter',
  phone: '+14155550102',
  postalCode: '94105',
  birthDate: '1985-09-02',
  gender: 'M',
  isLoyaltyMember: true,
  memberId: 'LM-0042317',
  loyaltyOptInDate: daysBefore(300),
  loyaltyPoints: 2400,
  vouchers: [
    {
      code: 'LV-10-AVAIL',
      amountInCurrency: 10,
      currency: 'USD',
      status: 'AVAILABLE',
      expiresAt: daysAfter(VALID_DAYS),
    },
    { code: 'LV-5-USED', amountInCurrency: 5, currency: 'USD', status: 'REDEEMED' },
    { code: 'LV-5-OLD', amountInCurrency: 5, currency: 'USD', status: 'EXPIRED', expiresAt: daysBefore(10) },
  ],
  enrollments: [{ type: 'Loyalty', optin: true, doubleOptin: true, country: 'US' }],
  addresses: [
    loyaltyAddress,
    {
      ...loyaltyAddress,
      id: 'addr-loy-2',
      addressId: 'addr-loy-2',
      approachType: 'B',
      email: 'loyalty@example.com',
    },
  ],
  cards: [visaCard('pi-loy-1', 'Ben Carter', true, undefined)],
  rewardCodes: [
    { paymentInstrumentId: 'pi-loy-rc1', code: 'RWD-5OFF-2026', amount: 5, expiresAt: daysAfter(VALID_DAYS) },
  ],
  rewardCards: [
    { paymentInstrumentId: 'pi-loy-rcard1', cardNumber: '6006491234564821', pin: '1234', balance: 25 },
  ],
  subscriptions: [
    { ...emailNewsletter('loyalty@example.com', true), type: 'LoyaltyNewsletter' },
    smsSubscription('+14155550102'),
  ],
});

const loyaltyPending = account({
  consumerId: 'C000100003',
  consumerNo: 'CN00100003',
  email: 'loyalty.pending@example.com',
  consumerType: 'REGISTERED',
  firstName: 'Cleo',
  lastName: 'Park',
  phone: '+13125550103',
  postalCode: '60601',
  birthDate: '1995-01-20',
  isLoyaltyMember: true,
  memberId: 'LM-0042318',
  loyaltyOptInDate: daysBefore(2),
  loyaltyPoints: 0,
  enrollments: [{ type: 'Loyalty', optin: true, doubleOptin: false, country: 'US' }],
});

export const DOCUMENTED_ACCOUNTS: readonly AccountRecord[] = [
  registered,
  loyalty,
  loyaltyPending,
  ...PROGRAMME_ACCOUNTS,
  ...EDGE_CASE_ACCOUNTS,
];

export { ASSOCIATE_PASSWORD, DOCUMENTED_ASSOCIATES } from './consumer-seed-edge-cases';
