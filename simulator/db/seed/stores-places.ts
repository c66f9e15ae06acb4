import type { CollectionPoint } from '../../../contracts/entities/store';

/** Postal-code prefixes the simulator can place on the map (longest prefix wins). */
export const POSTAL_GEOCODES: readonly { country: string; prefix: string; lat: number; lng: number }[] = [
  { country: 'US', prefix: '802', lat: 39.7392, lng: -104.9903 },
  { country: 'US', prefix: '803', lat: 40.015, lng: -105.2705 },
  { country: 'US', prefix: '981', lat: 47.6062, lng: -122.3321 },
  { country: 'US', prefix: '972', lat: 45.5152, lng: -122.6784 },
  { country: 'US', prefix: '941', lat: 37.7749, lng: -122.4194 },
  { country: 'US', prefix: '100', lat: 40.7128, lng: -74.006 },
  { country: 'US', prefix: '606', lat: 41.8781, lng: -87.6298 },
  { country: 'US', prefix: '841', lat: 40.7608, lng: -111.891 },
  { country: 'US', prefix: '900', lat: 34.0522, lng: -118.2437 },
  { country: 'US', prefix: '331', lat: 25.7617, lng: -80.1918 },
  { country: 'CA', prefix: 'V', lat: 49.2827, lng: -123.1207 },
  { country: 'CA', prefix: 'M', lat: 43.6532, lng: -79.3832 },
  { country: 'CA', prefix: 'H', lat: 45.5019, lng: -73.5674 },
  { country: 'CA', prefix: 'T2', lat: 51.0447, lng: -114.0719 },
  { country: 'FR', prefix: '75', lat: 48.8566, lng: 2.3522 },
  { country: 'FR', prefix: '69', lat: 45.764, lng: 4.8357 },
  { country: 'FR', prefix: '74', lat: 45.9237, lng: 6.8694 },
  { country: 'FR', prefix: '13', lat: 43.2965, lng: 5.3698 },
  { country: 'GB', prefix: 'SW', lat: 51.4975, lng: -0.1357 },
  { country: 'GB', prefix: 'EC', lat: 51.5194, lng: -0.0941 },
  { country: 'GB', prefix: 'W1', lat: 51.5145, lng: -0.1447 },
  { country: 'GB', prefix: 'WC', lat: 51.5123, lng: -0.1223 },
  { country: 'GB', prefix: 'M', lat: 53.4808, lng: -2.2426 },
  { country: 'GB', prefix: 'EH', lat: 55.9533, lng: -3.1883 },
  { country: 'DE', prefix: '10', lat: 52.52, lng: 13.405 },
  { country: 'DE', prefix: '80', lat: 48.1351, lng: 11.582 },
  { country: 'IT', prefix: '20', lat: 45.4642, lng: 9.19 },
];

const WEEKDAYS_9_19: CollectionPoint['openingHours'] = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
).map((day) => ({ day, open: '09:00', close: '19:00' }));

const point = (
  id: string,
  carrier: string,
  name: string,
  address: CollectionPoint['address'],
  geo: CollectionPoint['geo'],
): CollectionPoint => ({ id, carrier, name, address, geo, openingHours: WEEKDAYS_9_19 });

/** Carrier collection points (pick-up/drop-off) in six countries. */
export const COLLECTION_POINTS: readonly CollectionPoint[] = [
  point(
    'pudo-US-80202-1',
    'UPS',
    'UPS Access Point - LoDo Market',
    {
      addressLine1: '1701 Wynkoop St',
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    },
    { lat: 39.7532, lng: -104.9997 },
  ),
  point(
    'pudo-US-80203-2',
    'UPS',
    'UPS Access Point - Capitol Hill',
    {
      addressLine1: '1100 E 13th Ave',
      city: 'Denver',
      province: 'CO',
      postalCode: '80218',
      countryCode: 'US',
    },
    { lat: 39.7367, lng: -104.9741 },
  ),
  point(
    'pudo-US-98101-1',
    'UPS',
    'UPS Access Point - Pike Place',
    {
      addressLine1: '1530 Post Aly',
      city: 'Seattle',
      province: 'WA',
      postalCode: '98101',
      countryCode: 'US',
    },
    { lat: 47.6089, lng: -122.3403 },
  ),
  point(
    'pudo-US-10013-1',
    'UPS',
    'UPS Access Point - Canal Street',
    {
      addressLine1: '300 Canal St',
      city: 'New York',
      province: 'NY',
      postalCode: '10013',
      countryCode: 'US',
    },
    { lat: 40.7193, lng: -74.0021 },
  ),
  point(
    'pudo-CA-M5B-1',
    'Canada Post',
    'Canada Post - Yonge and Dundas',
    {
      addressLine1: '10 Dundas St E',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5B 2G9',
      countryCode: 'CA',
    },
    { lat: 43.6561, lng: -79.3802 },
  ),
  point(
    'pudo-CA-V6B-1',
    'Canada Post',
    'Canada Post - Granville',
    {
      addressLine1: '349 W Georgia St',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6B 0M8',
      countryCode: 'CA',
    },
    { lat: 49.2806, lng: -123.1134 },
  ),
  point(
    'pudo-FR-75011-12',
    'Mondial Relay',
    'Relais Oberkampf',
    { addressLine1: '12 Rue Oberkampf', city: 'Paris', postalCode: '75011', countryCode: 'FR' },
    { lat: 48.8647, lng: 2.3699 },
  ),
  point(
    'pudo-FR-75004-3',
    'Mondial Relay',
    'Relais Marais',
    { addressLine1: '3 Rue de Rivoli', city: 'Paris', postalCode: '75004', countryCode: 'FR' },
    { lat: 48.8554, lng: 2.3602 },
  ),
  point(
    'pudo-FR-69002-1',
    'Mondial Relay',
    'Relais Bellecour',
    { addressLine1: '1 Place Bellecour', city: 'Lyon', postalCode: '69002', countryCode: 'FR' },
    { lat: 45.7578, lng: 4.832 },
  ),
  point(
    'pudo-GB-SW1A-1',
    'DPD',
    'DPD Pickup - Victoria',
    { addressLine1: '1 Victoria St', city: 'London', postalCode: 'SW1H 0ET', countryCode: 'GB' },
    { lat: 51.4988, lng: -0.1337 },
  ),
  point(
    'pudo-GB-EC1A-1',
    'InPost',
    'InPost Locker - Barbican',
    { addressLine1: '20 Aldersgate St', city: 'London', postalCode: 'EC1A 4JA', countryCode: 'GB' },
    { lat: 51.5188, lng: -0.0972 },
  ),
  point(
    'pudo-DE-10117-1',
    'DHL',
    'DHL Packstation 101',
    { addressLine1: 'Friedrichstrasse 100', city: 'Berlin', postalCode: '10117', countryCode: 'DE' },
    { lat: 52.5208, lng: 13.3873 },
  ),
  point(
    'pudo-DE-80331-1',
    'DHL',
    'DHL Packstation 204',
    { addressLine1: 'Marienplatz 8', city: 'München', postalCode: '80331', countryCode: 'DE' },
    { lat: 48.1374, lng: 11.5755 },
  ),
  point(
    'pudo-IT-20121-1',
    'BRT',
    'BRT Fermopoint Brera',
    { addressLine1: 'Via Brera 10', city: 'Milano', postalCode: '20121', countryCode: 'IT' },
    { lat: 45.4719, lng: 9.1881 },
  ),
];
