import type { AccountRecord } from '../account-records';
import { account, daysBefore, usAddress, visaCard } from './consumer-seed-parts';

/** Documented consumers of the programmes: athletes (with and without credit left), employee, prosumer. */
const athleteAddress = usAddress({
  id: 'addr-ath-1',
  type: 'S',
  main: true,
  firstName: 'Dana',
  lastName: 'Ortiz',
  line1: '1600 Pearl St',
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  phone: '+13035550104',
});

const athlete = account({
  consumerId: 'C000100004',
  consumerNo: 'CN00100004',
  email: 'athlete@example.com',
  consumerType: 'ATHLETE',
  firstName: 'Dana',
  lastName: 'Ortiz',
  phone: '+13035550104',
  postalCode: '80302',
  birthDate: '1993-06-11',
  athlete: { annualCredit: 1500, currentSpend: 400, remainingAmount: 1100, payableAmount: 1100 },
  isLoyaltyMember: true,
  memberId: 'LM-0042319',
  loyaltyOptInDate: daysBefore(500),
  loyaltyPoints: 1000,
  enrollments: [{ type: 'Loyalty', optin: true, doubleOptin: true, country: 'US' }],
  addresses: [athleteAddress],
  cards: [visaCard('pi-ath-1', 'Dana Ortiz', true, undefined)],
});

const athleteSpent = account({
  consumerId: 'C000100005',
  consumerNo: 'CN00100005',
  email: 'athlete.spent@example.com',
  consumerType: 'ATHLETE',
  firstName: 'Eli',
  lastName: 'Brooks',
  phone: '+13035550105',
  postalCode: '80302',
  birthDate: '1991-03-08',
  athlete: { annualCredit: 1500, currentSpend: 1500, remainingAmount: 0, payableAmount: 0 },
  isLoyaltyMember: true,
  memberId: 'LM-0042320',
  loyaltyOptInDate: daysBefore(450),
  loyaltyPoints: 800,
  enrollments: [{ type: 'Loyalty', optin: true, doubleOptin: true, country: 'US' }],
  addresses: [
    { ...athleteAddress, id: 'addr-ath-2', addressId: 'addr-ath-2', firstName: 'Eli', lastName: 'Brooks' },
  ],
});

const employee = account({
  consumerId: 'C000100006',
  consumerNo: 'CN00100006',
  email: 'employee@example.com',
  consumerType: 'EMPLOYEE',
  firstName: 'Fay',
  lastName: 'Nguyen',
  phone: '+15035550106',
  postalCode: '97201',
  birthDate: '1988-12-01',
  employee: { annualCap: 1000, currentSpend: 250, isEmployeeDiscountTCAccepted: false },
  addresses: [
    usAddress({
      id: 'addr-emp-1',
      type: 'S',
      main: true,
      firstName: 'Fay',
      lastName: 'Nguyen',
      line1: '1120 SW 5th Ave',
      city: 'Portland',
      province: 'OR',
      postalCode: '97201',
      phone: '+15035550106',
    }),
  ],
});

const prosumer = account({
  consumerId: 'C000100007',
  consumerNo: 'CN00100007',
  email: 'prosumer@example.com',
  consumerType: 'PROSUMER',
  firstName: 'Gus',
  lastName: 'Moreau',
  phone: '+18015550107',
  postalCode: '84101',
  birthDate: '1982-07-23',
  identities: [
    { type: 'WRANX', identityId: 'WRX-558201' },
    { type: 'IPA', identityId: 'IPA-77310' },
  ],
  prosumer: { annualCredit: 800, currentSpend: 120 },
  addresses: [
    usAddress({
      id: 'addr-pro-1',
      type: 'S',
      main: true,
      firstName: 'Gus',
      lastName: 'Moreau',
      line1: '50 W Broadway',
      city: 'Salt Lake City',
      province: 'UT',
      postalCode: '84101',
      phone: '+18015550107',
    }),
  ],
  cards: [visaCard('pi-pro-1', 'Gus Moreau', true, undefined)],
});

export const PROGRAMME_ACCOUNTS: readonly AccountRecord[] = [athlete, athleteSpent, employee, prosumer];
