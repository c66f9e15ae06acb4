import { z } from '../zod';

/**
 * Experimentation datafile (spec 001 section 7). Its body is not shown: we follow the public feature
 * experimentation datafile (version 4), trimmed to the fields an SDK reads to bucket and decide.
 */

/** Bucketing space (spec 001 section 9): traffic ranges end at most at 10000. */
export const BUCKETING_BUCKETS = 10000;

const entityId = z.string().regex(/^\d{1,20}$/, 'Entity ids are numeric strings');
const entityKey = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Keys are 1 to 64 letters, digits, _, . or -');

export const trafficAllocation = z.object({
  entityId: z.string().max(20).openapi({ description: 'Variation id; empty for traffic held back.' }),
  endOfRange: z.number().int().min(0).max(BUCKETING_BUCKETS),
});

const variable = z.object({
  id: entityId,
  key: entityKey,
  type: z.enum(['string', 'integer', 'double', 'boolean', 'json']),
  defaultValue: z.string().max(10000),
});

export const variation = z.object({
  id: entityId,
  key: entityKey,
  featureEnabled: z.boolean().optional(),
  variables: z
    .array(z.object({ id: entityId, value: z.string().max(10000) }))
    .max(100)
    .default([]),
});

export const datafileExperiment = z
  .object({
    id: entityId,
    key: entityKey,
    status: z.enum(['Running', 'Paused', 'Not started', 'Archived']),
    layerId: entityId,
    audienceIds: z.array(entityId).max(50),
    audienceConditions: z.unknown().optional().openapi({ description: 'Nested and/or/not condition list.' }),
    variations: z.array(variation).min(1).max(50),
    trafficAllocation: z.array(trafficAllocation).max(50),
    forcedVariations: z.record(z.string(), entityKey).default({}),
  })
  .openapi('DatafileExperiment');

export const datafile = z
  .object({
    version: z.literal('4'),
    projectId: entityId,
    accountId: entityId,
    revision: z.string().regex(/^\d+$/),
    sdkKey: z.string().max(64).optional(),
    environmentKey: z.string().max(64).optional(),
    anonymizeIP: z.boolean().default(true),
    botFiltering: z.boolean().default(false),
    sendFlagDecisions: z.boolean().default(true),
    experiments: z.array(datafileExperiment).max(500),
    featureFlags: z
      .array(
        z.object({
          id: entityId,
          key: entityKey,
          rolloutId: z.string().max(20),
          experimentIds: z.array(entityId).max(100),
          variables: z.array(variable).max(100).default([]),
        }),
      )
      .max(500),
    rollouts: z
      .array(z.object({ id: entityId, experiments: z.array(datafileExperiment).max(50) }))
      .max(500)
      .default([]),
    audiences: z
      .array(
        z.object({
          id: entityId,
          name: z.string().min(1).max(200),
          conditions: z.string().max(20000).openapi({ description: 'JSON-encoded condition tree.' }),
        }),
      )
      .max(500),
    events: z
      .array(z.object({ id: entityId, key: entityKey, experimentIds: z.array(entityId).max(500) }))
      .max(500),
    attributes: z.array(z.object({ id: entityId, key: entityKey })).max(500),
    groups: z
      .array(
        z.object({
          id: entityId,
          policy: z.enum(['random', 'overlapping']),
          experiments: z.array(datafileExperiment).max(100),
          trafficAllocation: z.array(trafficAllocation).max(100),
        }),
      )
      .max(100)
      .default([]),
    integrations: z
      .array(
        z.object({
          key: z.string().max(32),
          host: z.string().max(2048).optional(),
          publicKey: z.string().max(256).optional(),
        }),
      )
      .max(10)
      .default([])
      .openapi({
        description: 'The customer-data platform (host, public key) feeds segments and the pixel.',
      }),
  })
  .openapi('ExperimentationDatafile');

export type TrafficAllocation = z.infer<typeof trafficAllocation>;
export type Variation = z.infer<typeof variation>;
export type DatafileExperiment = z.infer<typeof datafileExperiment>;
export type Datafile = z.infer<typeof datafile>;
