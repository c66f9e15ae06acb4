import type { geo } from '../../../contracts/entities/store';
import type { z } from '../../../contracts/zod';

export type Geo = z.infer<typeof geo>;
type DistanceUnit = 'km' | 'mi';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** Great-circle distance (haversine), in the unit asked, rounded to 0.1. */
export function distance(a: Geo, b: Geo, unit: DistanceUnit = 'km'): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  const value = unit === 'km' ? km : km / KM_PER_MILE;
  return Math.round(value * 10) / 10;
}

interface PostalGeocode {
  readonly country: string;
  readonly prefix: string;
  readonly lat: number;
  readonly lng: number;
}

/** Countries whose postal codes are five digits, like US ZIP codes: the shopper's site tells them apart. */
const FIVE_DIGIT_COUNTRIES: readonly string[] = ['FR', 'DE', 'IT', 'ES'];
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?( ?\d[A-Z]{2})?$/;

/**
 * The country a postal code's format belongs to, among those the stores serve (US 5 digits, CA A1A). The
 * site's country (from the locale) decides what a format shared by several countries means: on a French
 * site 75004 is Paris, and on a British site UK postcodes (SW1A 1AA, M1) are recognised.
 */
export function postalCountry(postalCode: string, siteCountry?: string): string | undefined {
  const code = postalCode.trim().toUpperCase();
  if (siteCountry === 'GB' && UK_POSTCODE.test(code)) return 'GB';
  if (/^\d{5}$/.test(code) && siteCountry && FIVE_DIGIT_COUNTRIES.includes(siteCountry)) return siteCountry;
  if (/^\d{5}(-\d{4})?$/.test(code)) return 'US';
  if (/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/.test(code) || /^[A-Z]\d[A-Z]$/.test(code)) return 'CA';
  return undefined;
}

/** Places a postal code by its longest known prefix in the country; undefined when unknown. */
export function geocodePostal(
  table: readonly PostalGeocode[],
  country: string,
  postalCode: string,
): Geo | undefined {
  const code = postalCode.trim().toUpperCase().replace(/\s+/g, '');
  const match = table
    .filter((g) => g.country === country && code.startsWith(g.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return match ? { lat: match.lat, lng: match.lng } : undefined;
}

/** The places within radius of a point, nearest first, at most limit, each with its distance. */
export function nearest<T extends { geo: Geo }>(
  places: readonly T[],
  from: Geo,
  options: { radius: number; unit: DistanceUnit; limit: number },
): (T & { distance: number })[] {
  return places
    .map((p) => ({ ...p, distance: distance(from, p.geo, options.unit) }))
    .filter((p) => p.distance <= options.radius)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, options.limit);
}
