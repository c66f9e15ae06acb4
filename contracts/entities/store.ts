import { storeId } from '../common/ids';
import { countryCode } from '../common/locale';
import { allRules, when } from '../common/openapi-rules';
import { DAYS } from '../common/week-days';
import { z } from '../zod';
import { variantAvailability } from './product';
import { sku } from './product-ids';

export { DAYS };

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24 h)');

/** Opening hours, one entry per open day (a day without an entry is closed). */
export const openingHours = z
  .array(z.object({ day: z.enum(DAYS), open: clockTime, close: clockTime }))
  .max(14);

export const geo = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export const distanceUnit = z.enum(['km', 'mi']);

export const storeAddress = z
  .object({
    addressLine1: z.string().min(1).max(100),
    addressLine2: z.string().max(100).optional(),
    city: z.string().min(1).max(60),
    province: z.string().max(60).optional(),
    postalCode: z.string().min(2).max(12),
    countryCode,
  })
  .openapi('StoreLocatorAddress');

export const store = z
  .object({
    id: storeId,
    name: z.string().min(1).max(100),
    address: storeAddress,
    geo,
    distance: z
      .number()
      .min(0)
      .optional()
      .openapi({ description: 'From the searched point, in the searched unit.' }),
    phone: z.string().max(20).optional(),
    hours: openingHours,
    services: z.array(z.string().min(1).max(40)).openapi({ example: ['pickup', 'sts', 'repairs'] }),
    pickupEnabled: z.boolean().openapi({ description: 'Buy online, pick up in this store.' }),
    stsEnabled: z.boolean().openapi({ description: 'Ship to this store from the warehouse.' }),
    inventory: z
      .array(z.object({ sku, quantity: z.number().int().min(0), availability: variantAvailability }))
      .optional()
      .openapi({ description: 'Stock of the skus the search asked for.' }),
  })
  .openapi('StoreLocatorStore');

export const collectionPoint = z
  .object({
    id: z
      .string()
      .min(1)
      .max(64)
      .openapi({ description: 'Pick-up/drop-off (pudo) point id.', example: 'pudo-FR-75011-12' }),
    carrier: z.string().min(1).max(40).openapi({ example: 'UPS' }),
    name: z.string().min(1).max(100),
    address: storeAddress,
    geo,
    distance: z.number().min(0).optional().openapi({ description: 'From the searched point, in km.' }),
    openingHours,
  })
  .openapi('CollectionPoint');

const hasPlace = (q: {
  postalCode?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}) => q.postalCode !== undefined || (q.lat !== undefined && q.lng !== undefined);
const placeMessage = { message: 'Give a postalCode, or both lat and lng', path: ['postalCode'] };
/** A postalCode, or both lat and lng, as JSON Schema says it. */
const placeInSchema = { anyOf: [{ required: ['postalCode'] }, { required: ['lat', 'lng'] }] };

/** Carriers of these countries need the recipient's email, mobile and name at a collection point (designed). */
export const COLLECTION_POINT_CONTACT_COUNTRIES: readonly string[] = ['FR', 'DE', 'IT', 'GB'];
const CONTACT_FIELDS = ['email', 'mobile', 'contact'] as const;

/** POST /stores/v1/search query (the spec says "query"; its fields are not shown). */
export const storeSearchQuery = z
  .object({
    postalCode: z.string().trim().min(2).max(12).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radius: z.coerce.number().positive().max(500).default(50),
    unit: distanceUnit.default('km'),
    skus: z
      .string()
      .regex(/^[A-Z0-9]{9,20}(,[A-Z0-9]{9,20}){0,19}$/, 'skus must be up to 20 skus separated by commas')
      .optional()
      .openapi({ description: 'Comma-separated skus whose store stock each store reports.' }),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine(hasPlace, placeMessage);

export const storeSearchResult = z.object({ stores: z.array(store).min(1) }).openapi('StoreSearchResult');

/** POST /stores/v1/collectionPoints body (not shown). */
export const collectionPointsRequest = z
  .object({
    country: countryCode,
    postalCode: z.string().trim().min(2).max(12).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    limit: z.number().int().min(1).max(50).default(10),
    email: z
      .email()
      .max(254)
      .optional()
      .openapi({
        description: `Required for collection points in ${COLLECTION_POINT_CONTACT_COUNTRIES.join(', ')}, whose carriers need it.`,
      }),
    mobile: z
      .string()
      .regex(/^\+\d{6,15}$/, 'Mobile must be + and the dial code, then the digits')
      .optional()
      .openapi({ description: 'Required in the same countries as email.' }),
    contact: z
      .object({ firstName: z.string().trim().min(2).max(30), lastName: z.string().trim().min(2).max(30) })
      .optional()
      .openapi({ description: 'Recipient name; required in the same countries as email.' }),
  })
  .refine(hasPlace, placeMessage)
  .superRefine((body, ctx) => {
    if (!COLLECTION_POINT_CONTACT_COUNTRIES.includes(body.country)) return;
    const missing = CONTACT_FIELDS.find((field) => body[field] === undefined);
    if (missing)
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `required for collection points in ${body.country}`,
      });
  })
  .openapi(
    'CollectionPointsRequest',
    allRules(
      placeInSchema,
      when('country', COLLECTION_POINT_CONTACT_COUNTRIES, { required: [...CONTACT_FIELDS] }),
    ),
  );

export const collectionPointsResult = z
  .object({ collectionPoints: z.array(collectionPoint).min(1) })
  .openapi('CollectionPointsResult');

export type Store = z.infer<typeof store>;
export type CollectionPoint = z.infer<typeof collectionPoint>;
export type StoreSearchQuery = z.infer<typeof storeSearchQuery>;
export type StoreSearchResult = z.infer<typeof storeSearchResult>;
export type CollectionPointsRequest = z.infer<typeof collectionPointsRequest>;
export type CollectionPointsResult = z.infer<typeof collectionPointsResult>;
