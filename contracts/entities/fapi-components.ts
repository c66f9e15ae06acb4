import { countryCode, locale } from '../common/locale';
import { z } from '../zod';
import { richTextHtml } from './content-blocks-banners';
import { contentId, contentPicture, contentUrl, ctaTarget, linkTarget } from './content-media';

/**
 * Bodies of the storefront's internal content calls (GET /fapi/components/... and /fapi/pages/...).
 * The spec names the calls but shows no bodies: these are our designs (docs/decisions.md).
 */

export const productType = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Product type must be lower-case words joined by dashes')
  .max(40)
  .openapi({ example: 'footwear' });

export const fapiCollections = z
  .object({
    collections: z
      .array(
        z.object({
          id: contentId,
          title: z.string().min(1).max(200),
          url: contentUrl,
          picture: contentPicture.optional(),
          productCount: z.number().int().min(0).optional(),
        }),
      )
      .max(200),
  })
  .openapi('FapiCollections');

/** Foot-size conversion table; sizes are strings because they carry halves and fractions ("42 2/3"). */
export const footSizeRow = z.object({
  us: z.string().min(1).max(8),
  uk: z.string().min(1).max(8),
  eu: z.string().min(1).max(8),
  cm: z.string().min(1).max(8),
});

export const fapiFootSizes = z
  .object({
    tables: z
      .array(
        z.object({ audience: z.enum(['men', 'women', 'kids']), rows: z.array(footSizeRow).min(1).max(60) }),
      )
      .min(1)
      .max(3),
  })
  .openapi('FapiFootSizes');

/** Search overlay content: popular searches, suggested links and the no-results message. */
export const fapiSearchComponent = z
  .object({
    popularSearches: z.array(z.string().min(1).max(100)).max(20),
    suggestedLinks: z.array(ctaTarget).max(20),
    noResults: z.object({ title: z.string().min(1).max(200), richText: richTextHtml.optional() }).optional(),
  })
  .openapi('FapiSearchComponent');

/** Size chart rows: each size with one measurement per column key, in the chosen unit. */
export const fapiSizeChart = z
  .object({
    productType,
    title: z.string().min(1).max(200),
    unit: z.enum(['in', 'cm']),
    columns: z
      .array(
        z.object({ key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,31}$/), label: z.string().min(1).max(60) }),
      )
      .min(1)
      .max(12),
    rows: z
      .array(z.object({ size: z.string().min(1).max(16), values: z.record(z.string(), z.string().max(32)) }))
      .min(1)
      .max(60),
    notes: richTextHtml.optional(),
  })
  .openapi('FapiSizeChart');

/** Utility navigation links (help, stores, sign-in, loyalty...) above the header. */
export const fapiUtilityNav = z
  .object({
    links: z
      .array(
        linkTarget.extend({
          id: contentId,
          label: z.string().min(1).max(60),
          icon: z.string().max(64).optional(),
        }),
      )
      .max(20),
  })
  .openapi('FapiUtilityNav');

/** Location selector: countries, each with the locales (languages) its storefront serves. */
export const fapiLocationSelector = z
  .object({
    countries: z
      .array(
        z.object({
          code: countryCode,
          name: z.string().min(1).max(100),
          region: z
            .string()
            .regex(/^[A-Z]{2,5}$/)
            .openapi({ example: 'NORA' }),
          locales: z
            .array(z.object({ locale, label: z.string().min(1).max(60), url: contentUrl }))
            .min(1)
            .max(10),
        }),
      )
      .min(1)
      .max(250),
  })
  .openapi('FapiLocationSelector');

export type FapiCollections = z.infer<typeof fapiCollections>;
export type FapiFootSizes = z.infer<typeof fapiFootSizes>;
export type FapiSearchComponent = z.infer<typeof fapiSearchComponent>;
export type FapiSizeChart = z.infer<typeof fapiSizeChart>;
export type FapiUtilityNav = z.infer<typeof fapiUtilityNav>;
export type FapiLocationSelector = z.infer<typeof fapiLocationSelector>;
