import type { Store } from '../../../../contracts/entities/store';
import type { Clock, DistanceUnit } from '../../config/site-config';

/** Store facts as display text (pure; the components translate the words around them). */

type Address = Store['address'];
type Hours = Store['hours'];
export type Day = Hours[number]['day'];

/** "1600 Wynkoop St, Denver, CO 80202". */
export function addressLine(address: Address): string {
  const region = [address.province, address.postalCode].filter(Boolean).join(' ');
  return [address.addressLine1, address.addressLine2, address.city, region].filter(Boolean).join(', ');
}

const JS_DAYS: readonly Day[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export const dayOf = (date: Date): Day => JS_DAYS[date.getDay()] ?? 'monday';

/** Today's opening hours, or undefined when the store is closed today. */
export function hoursOn(hours: Hours, day: Day): { open: string; close: string } | undefined {
  const entry = hours.find((h) => h.day === day);
  return entry ? { open: entry.open, close: entry.close } : undefined;
}

/** A store's 'HH:MM' (24 h, as the contract holds it) on the site's clock: '9:00 AM' (en-us), '09 h 00' (fr-ca). */
export function timeOfDay(time: string, locale: string, clock: Clock): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    // 24-hour times keep their leading zero (09:00), 12-hour ones drop it (9:00 AM).
    hour: clock === 'h23' ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: clock,
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** Intl's unit for a distance unit of the contract. */
export const INTL_DISTANCE_UNIT: Readonly<Record<DistanceUnit, 'kilometer' | 'mile'>> = {
  km: 'kilometer',
  mi: 'mile',
};

const KM_PER_MILE = 1.609344;

/** A distance the API gives in km (collection points) in the site's unit. */
export const distanceIn = (km: number, unit: DistanceUnit): number => (unit === 'mi' ? km / KM_PER_MILE : km);

export type ShelfState = 'inStock' | 'lowStock' | 'outOfStock' | 'unknown';

/** The stock of `sku` the search reported for the store; 'unknown' when it was not asked for. */
export function shelfStateOf(store: Pick<Store, 'inventory'>, sku: string | undefined): ShelfState {
  if (!sku) return 'unknown';
  const entry = store.inventory?.find((i) => i.sku === sku);
  if (!entry) return 'unknown';
  if (entry.quantity <= 0) return 'outOfStock';
  return entry.availability === 'lowStock' ? 'lowStock' : 'inStock';
}

/** A postal code worth searching: at least 2 characters once trimmed (the contract's minimum). */
export const searchablePostalCode = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.length <= 12 ? trimmed.toUpperCase() : undefined;
};
