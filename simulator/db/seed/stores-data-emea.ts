import type { StoreEmployee } from '../../../contracts/entities/store-associate';
import type { StoreSeed } from './stores-data';

type Hours = StoreSeed['hours'];

/** UK and French shops open later on Sundays, when they open at all. */
const EMEA_HOURS: Hours = [
  { day: 'monday', open: '10:00', close: '19:00' },
  { day: 'tuesday', open: '10:00', close: '19:00' },
  { day: 'wednesday', open: '10:00', close: '19:00' },
  { day: 'thursday', open: '10:00', close: '20:00' },
  { day: 'friday', open: '10:00', close: '20:00' },
  { day: 'saturday', open: '09:30', close: '19:30' },
  { day: 'sunday', open: '11:00', close: '17:00' },
];
const CLOSED_SUNDAY: Hours = EMEA_HOURS.filter((h) => h.day !== 'sunday');

const manager = (storeEmployeeId: string, storeEmployeeName: string): StoreEmployee[] => [
  { storeEmployeeId, storeEmployeeName, role: 'MANAGER' },
];

/**
 * The EMEA stores (fixed for every seed, real city coordinates): three in the United Kingdom, three in
 * France, all offering pickup so buy online, pick up in store works on en-gb and fr-fr. Kept apart from
 * the North American stores so their seeded stock never shifts (stores-seed.ts).
 */
export const EMEA_STORES: readonly StoreSeed[] = [
  {
    id: '0601',
    name: 'London Covent Garden',
    address: { addressLine1: '12 Long Acre', city: 'London', postalCode: 'WC2E 9LH', countryCode: 'GB' },
    geo: { lat: 51.5121, lng: -0.1256 },
    phone: '+442075550601',
    hours: EMEA_HOURS,
    services: ['pickup', 'sts', 'repairs'],
    pickupEnabled: true,
    stsEnabled: true,
    buyInStoreEnabled: true,
    employees: manager('E20601', 'Olivia Bennett'),
  },
  {
    id: '0602',
    name: 'Manchester Market Street',
    address: { addressLine1: '45 Market St', city: 'Manchester', postalCode: 'M1 1WR', countryCode: 'GB' },
    geo: { lat: 53.4823, lng: -2.2399 },
    phone: '+441615550602',
    hours: EMEA_HOURS,
    services: ['pickup', 'sts'],
    pickupEnabled: true,
    stsEnabled: true,
    buyInStoreEnabled: true,
    employees: manager('E20602', 'Harry Walsh'),
  },
  {
    id: '0603',
    name: 'Edinburgh Princes Street',
    address: { addressLine1: '98 Princes St', city: 'Edinburgh', postalCode: 'EH2 2ER', countryCode: 'GB' },
    geo: { lat: 55.9524, lng: -3.1963 },
    phone: '+441315550603',
    hours: CLOSED_SUNDAY,
    services: ['pickup'],
    pickupEnabled: true,
    stsEnabled: false,
    buyInStoreEnabled: true,
    employees: manager('E20603', 'Isla Campbell'),
  },
  {
    id: '0701',
    name: 'Paris Rivoli',
    address: { addressLine1: '80 Rue de Rivoli', city: 'Paris', postalCode: '75004', countryCode: 'FR' },
    geo: { lat: 48.8577, lng: 2.3522 },
    phone: '+33155550701',
    hours: EMEA_HOURS,
    services: ['pickup', 'sts', 'repairs'],
    pickupEnabled: true,
    stsEnabled: true,
    buyInStoreEnabled: true,
    employees: manager('E20701', 'Camille Laurent'),
  },
  {
    id: '0702',
    name: 'Lyon Part-Dieu',
    address: {
      addressLine1: '17 Rue du Docteur Bouchut',
      city: 'Lyon',
      postalCode: '69003',
      countryCode: 'FR',
    },
    geo: { lat: 45.7609, lng: 4.8566 },
    phone: '+33472550702',
    hours: CLOSED_SUNDAY,
    services: ['pickup', 'sts'],
    pickupEnabled: true,
    stsEnabled: true,
    buyInStoreEnabled: true,
    employees: manager('E20702', 'Hugo Martin'),
  },
  {
    id: '0703',
    name: 'Chamonix Mont-Blanc',
    address: {
      addressLine1: '91 Rue Joseph Vallot',
      city: 'Chamonix-Mont-Blanc',
      postalCode: '74400',
      countryCode: 'FR',
    },
    geo: { lat: 45.9237, lng: 6.8694 },
    phone: '+33450550703',
    hours: EMEA_HOURS,
    services: ['pickup', 'repairs', 'rentals'],
    pickupEnabled: true,
    stsEnabled: false,
    buyInStoreEnabled: true,
    employees: manager('E20703', 'Léa Dubois'),
  },
];
