import { consumerId, productId } from '../common/ids';
import { currencyCode, nonNegativeAmount } from '../common/money';
import { z } from '../zod';
import { contentUrl } from './content-media';

/**
 * Personalization decision (spec 001 section 7): POST /api/engine/v1/decide/{brand} with customerId,
 * channel, events and monetateId; answers actions. Event and action shapes are not shown: we follow the
 * common decision-engine form (events and actions discriminated by a namespaced type).
 */

/** Recommendation impressions carry up to 24 items (spec 001 section 9). */
export const MAX_RECOMMENDATION_IMPRESSIONS = 24;

export const monetateId = z
  .string()
  .regex(/^\d+\.\d+\.\d+$/, 'monetateId must be three dot-separated numbers')
  .openapi({
    description: 'Visitor id the decision engine issued (first-party cookie).',
    example: '5.1234567890.1760000000000',
  });

export const recToken = z
  .string()
  .min(1)
  .max(512)
  .openapi({ description: 'Opaque token that attributes a recommendation.' });

const decisionRequestEvent = z.object({
  eventType: z.literal('monetate:decision:DecisionRequest'),
  requestId: z.string().min(1).max(64),
  includeReporting: z.boolean().default(true),
});

const pageViewEvent = z.object({
  eventType: z.literal('monetate:context:PageView'),
  url: z.string().min(1).max(2048),
  pageType: z.enum([
    'home',
    'product',
    'category',
    'cart',
    'search',
    'account',
    'checkout',
    'order-confirmation',
    'other',
  ]),
  categories: z.array(z.string().max(128)).max(20).optional(),
});

const productDetailViewEvent = z.object({
  eventType: z.literal('monetate:context:ProductDetailView'),
  products: z
    .array(z.object({ productId, sku: z.string().max(32).optional() }))
    .min(1)
    .max(20),
});

const cartEvent = z.object({
  eventType: z.literal('monetate:context:Cart'),
  cartLines: z
    .array(
      z.object({
        pid: productId,
        sku: z.string().min(1).max(32),
        quantity: z.number().int().positive(),
        currency: currencyCode,
        value: nonNegativeAmount.openapi({ description: 'Line total in major units.' }),
      }),
    )
    .max(100),
});

/** Click events on recommendations: the recTokens of the clicked items. */
const recClicksEvent = z.object({
  eventType: z.literal('monetate:record:RecClicks'),
  recClicks: z.array(recToken).min(1).max(MAX_RECOMMENDATION_IMPRESSIONS),
});

/** Impression events on recommendations: up to 24 recTokens per event. */
const recImpressionsEvent = z.object({
  eventType: z.literal('monetate:record:RecImpressions'),
  recImpressions: z.array(recToken).min(1).max(MAX_RECOMMENDATION_IMPRESSIONS),
});

const customVariablesEvent = z.object({
  eventType: z.literal('monetate:context:CustomVariables'),
  customVariables: z
    .array(
      z.object({
        variable: z.string().min(1).max(64),
        value: z.union([z.string().max(256), z.number(), z.boolean()]),
      }),
    )
    .max(50),
});

export const personalizationEvent = z
  .discriminatedUnion('eventType', [
    decisionRequestEvent,
    pageViewEvent,
    productDetailViewEvent,
    cartEvent,
    recClicksEvent,
    recImpressionsEvent,
    customVariablesEvent,
  ])
  .openapi('PersonalizationEvent');

export const decideRequest = z
  .object({
    customerId: consumerId.optional().openapi({ description: 'Signed-in consumer; absent for guests.' }),
    channel: z.string().min(1).max(200).openapi({ example: 'a-5b1f0c2e/p/summitpeak.com' }),
    events: z.array(personalizationEvent).min(1).max(50),
    monetateId,
  })
  .openapi('PersonalizationDecideRequest');

/** Recommended product (spec 001 section 3). */
export const recommendedProduct = z
  .object({
    id: productId,
    title: z.string().min(1).max(300),
    url: contentUrl,
    image: z.object({ src: contentUrl, alt: z.string().max(300) }),
    rating: z.object({ score: z.number().min(0).max(5), showScore: z.boolean() }),
    price: nonNegativeAmount,
    currency: currencyCode,
    recToken,
  })
  .openapi('RecommendedProduct');

const actionFields = {
  actionId: z.number().int().positive(),
  component: z.string().min(1).max(128).openapi({ description: 'Slot the action fills on the page.' }),
  impressionReporting: z
    .array(
      z.object({
        experienceId: z.number().int().positive(),
        experienceLabel: z.string().max(200),
        variantLabel: z.string().max(200),
        isControl: z.boolean(),
      }),
    )
    .max(10)
    .optional(),
};

export const recommendationsAction = z.object({
  actionType: z.literal('monetate:action:OmnichannelRecommendation'),
  ...actionFields,
  items: z.array(recommendedProduct).max(MAX_RECOMMENDATION_IMPRESSIONS),
});

/** Content action: a JSON payload the page renders (a message, a banner's fields, a flag). */
export const contentAction = z.object({
  actionType: z.literal('monetate:action:OmnichannelJson'),
  ...actionFields,
  json: z.record(z.string(), z.unknown()),
});

export const personalizationAction = z
  .discriminatedUnion('actionType', [recommendationsAction, contentAction])
  .openapi('PersonalizationAction');

export const decideResponse = z
  .object({
    requestId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: 'Echo of the DecisionRequest event.' }),
    monetateId,
    actions: z.array(personalizationAction).max(50),
  })
  .openapi('PersonalizationDecideResponse');

export type PersonalizationEvent = z.infer<typeof personalizationEvent>;
export type DecideRequest = z.infer<typeof decideRequest>;
export type RecommendedProduct = z.infer<typeof recommendedProduct>;
export type PersonalizationAction = z.infer<typeof personalizationAction>;
export type DecideResponse = z.infer<typeof decideResponse>;
