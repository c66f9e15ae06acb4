import { z } from '../zod';

/**
 * Experimentation traffic other than the datafile (spec 001 sections 7 and 9): the batched event log,
 * the customer-data pixel and the audience-segments GraphQL query. Field names follow the public event
 * and customer-data APIs, as the spec names them (account, project, visitors, snapshots; tracker_id,
 * event_type, vdl_action).
 */

/** Event batch size default (spec 001 section 9); pending events in local storage are capped at 100. */
export const EVENT_BATCH_SIZE_DEFAULT = 10;
export const PENDING_EVENTS_CAP = 100;

const numericId = z.string().regex(/^\d{1,20}$/, 'Ids are numeric strings');

/** Visitor id: vuid_ then lower-case letters or digits, at most 32 characters in all. */
export const visitorId = z
  .string()
  .max(32)
  .regex(/^vuid_[a-z0-9]+$/, 'visitor_id must start with vuid_ and hold lower-case letters or digits')
  .openapi({ example: 'vuid_3f9a2c1e8b7d4a6f9e0c1b2a3d4' });

/** Attribute and tag values: never undefined or null (invalid attributes are dropped by the SDK). */
const scalar = z.union([z.string().max(1024), z.number().finite(), z.boolean()]);

const decision = z.object({
  campaign_id: numericId,
  experiment_id: numericId,
  variation_id: numericId,
  metadata: z
    .object({
      flag_key: z.string().max(64),
      rule_key: z.string().max(64),
      rule_type: z.enum(['experiment', 'rollout', 'feature-test']),
      variation_key: z.string().max(64),
      enabled: z.boolean(),
    })
    .optional(),
});

const snapshotEvent = z.object({
  entity_id: numericId,
  key: z.string().min(1).max(64).openapi({ example: 'campaign_activated' }),
  timestamp: z.number().int().positive().openapi({ description: 'Epoch milliseconds.' }),
  uuid: z.uuid(),
  tags: z.record(z.string(), scalar).optional().openapi({ description: 'Event tags; must be an object.' }),
  revenue: z.number().int().optional().openapi({ description: 'Minor units.' }),
  value: z.number().finite().optional(),
});

export const eventVisitor = z.object({
  visitor_id: visitorId,
  session_id: z.string().max(64).optional(),
  attributes: z
    .array(
      z.object({
        entity_id: z.string().min(1).max(64),
        key: z.string().min(1).max(64),
        type: z.literal('custom'),
        value: scalar,
      }),
    )
    .max(100),
  snapshots: z
    .array(
      z.object({
        decisions: z.array(decision).max(100).default([]),
        events: z.array(snapshotEvent).min(1).max(100),
      }),
    )
    .min(1)
    .max(100),
});

/** One dispatch of the batched impression and conversion events. */
export const eventLogBatch = z
  .object({
    account_id: numericId,
    project_id: numericId,
    revision: z.string().regex(/^\d+$/),
    client_name: z.string().min(1).max(64).openapi({ example: 'javascript-sdk' }),
    client_version: z.string().min(1).max(32),
    anonymize_ip: z.boolean(),
    enrich_decisions: z.boolean().default(true),
    visitors: z.array(eventVisitor).min(1).max(PENDING_EVENTS_CAP),
  })
  .openapi('ExperimentationEventBatch');

/**
 * Customer-data pixel query (GET, one event per request: the browser pixel allows only batch size 1).
 * At least one identifier (vuid, fs_user_id or email) must be present.
 */
export const customerDataPixelQuery = z
  .object({
    tracker_id: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'tracker_id must be the public tracker key'),
    event_type: z.string().min(1).max(64).openapi({ example: 'fullstack' }),
    vdl_action: z.string().min(1).max(64).openapi({ example: 'client_initialized' }),
    idempotence_id: z.uuid().optional(),
    data_source_type: z.string().max(32).optional().openapi({ example: 'sdk' }),
    data_source: z.string().max(64).optional().openapi({ example: 'javascript-sdk' }),
    data_source_version: z.string().max(32).optional(),
    vuid: visitorId.optional(),
    fs_user_id: z.string().min(1).max(128).optional(),
    email: z.email().max(254).optional(),
  })
  .refine((q) => q.vuid !== undefined || q.fs_user_id !== undefined || q.email !== undefined, {
    message: 'At least one identifier (vuid, fs_user_id or email) is required',
    path: ['vuid'],
  });

/**
 * Qualified audience segments of a user: a GraphQL query, with or without variables. The Optimizely SDK
 * sends no variables: it writes the user key and the subset into the query itself
 * (`customer(vuid : "vuid_…") {audiences(subset: ["…"]) …}`); other GraphQL clients may send them as
 * variables, which then win over the query's own arguments.
 */
export const segmentsRequest = z
  .object({
    query: z
      .string()
      .min(1)
      .max(10000)
      .openapi({
        example:
          'query {customer(vuid : "vuid_abc123") {audiences(subset: ["trail_runners"]) {edges {node {name state}}}}}',
        description:
          'Names the user as customer(vuid: "…") or customer(fs_user_id: "…") and the asked segments as ' +
          'audiences(subset: […]), unless variables carry them.',
      }),
    variables: z
      .object({
        userId: z.string().min(1).max(128).openapi({ description: 'vuid or fs_user_id value.' }),
        audiences: z.array(z.string().min(1).max(128)).max(100).default([]),
      })
      .optional()
      .openapi({ description: 'Optional: the SDK inlines the user and the subset in the query instead.' }),
  })
  .openapi('SegmentsRequest');

export const segmentsResponse = z
  .object({
    data: z.object({
      customer: z
        .object({
          audiences: z.object({
            edges: z
              .array(
                z.object({
                  node: z.object({
                    name: z.string().min(1).max(128),
                    state: z.enum(['qualified', 'not_qualified']),
                  }),
                }),
              )
              .max(500),
          }),
        })
        // Optional too: a Pact expectation cannot say "an object or null", so it leaves such a key out and
        // the storefront must read an answer without it (the SDK then counts no segment).
        .nullish()
        .openapi({ description: 'Null when the identifier is unknown (an error entry says why).' }),
    }),
    errors: z
      .array(
        z.object({
          message: z.string(),
          extensions: z
            .object({ code: z.string().optional(), classification: z.string().optional() })
            .optional(),
        }),
      )
      .optional(),
  })
  .openapi('SegmentsResponse');

export type EventVisitor = z.infer<typeof eventVisitor>;
export type EventLogBatch = z.infer<typeof eventLogBatch>;
export type CustomerDataPixelQuery = z.infer<typeof customerDataPixelQuery>;
export type SegmentsRequest = z.infer<typeof segmentsRequest>;
export type SegmentsResponse = z.infer<typeof segmentsResponse>;
