import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { errorEnvelope } from '../common/error-envelope';
import { HEADER } from '../common/headers';
import { catalogue } from '../errors/catalogue';
import type { CatalogueId } from '../errors/error-ids';
import { VALIDATION_ERROR_ID } from '../errors/validation-error';
import { API_AREAS, bodyMediaTypesOf, type Operation } from '../registry/define-operations';
import { operationList } from '../registry/operations';
import { z } from '../zod';
import { withoutNullParameters } from './parameter-types';
import { proseRulesOf } from './prose-rules';

const JSON_TYPE = 'application/json';

const AREA_DESCRIPTIONS: Record<(typeof API_AREAS)[number], string> = {
  auth: 'Guest and registered tokens, PKCE sign-in, sign-up, passwords, associate login.',
  cart: 'Carts, items, coupons, shipping, addresses, payment instruments, saved for later.',
  checkout: 'Payment session, prepare, place and patch (3-D Secure) orders.',
  consumer: 'Profile, address book, subscriptions, loyalty, saved payments, orders, support.',
  utilities: 'Countries, address rules and phone codes, stores and their employees.',
  fapi: 'Storefront back-end-for-front-end calls: server time, beacons, content components.',
  content: 'Content-as-a-service canvas pages, menus, footers, fragments, pop-ups, showcases.',
  catalogue: 'Products, availability, inventory, search, reviews and questions.',
  stores: 'Store and collection point search.',
  wishlists: 'Favourites and saved-for-later lists.',
  personalization: 'Decision engine actions and recommendations.',
  experimentation: 'Experiment datafile, event log, customer-data pixel, audience segments.',
};

/** Groups an operation's error ids by the HTTP status the catalogue gives them. */
function errorResponses(op: Operation): RouteConfig['responses'] {
  const byStatus = new Map<number, CatalogueId[]>([[400, [VALIDATION_ERROR_ID]]]);
  for (const id of op.errorIds) {
    const entry = catalogue[id];
    if (entry.kind !== 'error') continue;
    const ids = byStatus.get(entry.status) ?? [];
    if (!ids.includes(id)) ids.push(id);
    byStatus.set(entry.status, ids);
  }
  const responses: RouteConfig['responses'] = {};
  for (const [status, ids] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: ids.map((id) => `${id}: ${catalogue[id].message}`).join('\n'),
      content: { [JSON_TYPE]: { schema: errorEnvelope } },
      'x-error-ids': ids,
    } as RouteConfig['responses'][number];
  }
  return responses;
}

function describe(op: Operation): string {
  const parts = [op.description ?? op.summary];
  if (op.notShown) parts.push(`Not shown in the spec; chosen here: ${op.notShown}`);
  const flash = op.errorIds.filter((id) => catalogue[id].kind !== 'error');
  if (flash.length > 0) parts.push(`Flash and item codes it may carry: ${flash.join(', ')}.`);
  // The rules JSON Schema cannot say, from the one list the fuzz run also reads (prose-rules.ts).
  const prose = proseRulesOf(op.operationId);
  if (prose.length > 0)
    parts.push(
      ['Rules the schema cannot state:', ...prose.map((rule) => `- ${rule.description}`)].join('\n'),
    );
  return parts.join('\n\n');
}

/** One entry per media type the body may come in; text/plain holds the same JSON as text (a beacon). */
function bodyContent(op: Operation, schema: z.ZodType) {
  return Object.fromEntries(bodyMediaTypesOf(op).map((type) => [type, { schema }]));
}

function toRouteConfig(op: Operation): RouteConfig {
  const headers = op.request.headers;
  // The access key travels as a bearer token: OpenAPI describes it as a security scheme, not a header.
  const carriesAccessKey = headers !== undefined && HEADER.accessKey in headers.shape;
  // From the shape: omit() refuses objects with refinements (the site check of the main headers).
  const headerParams = carriesAccessKey
    ? z.object(headers.shape).omit({ [HEADER.accessKey]: true })
    : headers;
  const success = [op.response, ...(op.alternativeResponses ?? [])];
  const responses: RouteConfig['responses'] = {};
  for (const r of success) {
    responses[r.status] = r.body
      ? { description: r.description, content: { [JSON_TYPE]: { schema: r.body } } }
      : { description: r.description };
  }
  return {
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    description: describe(op),
    tags: [op.area],
    ...(carriesAccessKey ? { security: [{}, { bearerAuth: [] }] } : {}),
    request: {
      ...(op.request.params ? { params: op.request.params } : {}),
      ...(op.request.query ? { query: op.request.query } : {}),
      ...(headerParams && Object.keys(headerParams.shape).length > 0 ? { headers: headerParams } : {}),
      ...(op.request.body ? { body: { required: true, content: bodyContent(op, op.request.body) } } : {}),
    },
    responses: { ...responses, ...errorResponses(op) },
    'x-error-ids': [...op.errorIds],
  } as RouteConfig;
}

/** The OpenAPI 3.1 document, generated from the registry alone. */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'Access token from POST /token/v2/auth/token (guest or registered).',
  });
  registry.register('ErrorEnvelope', errorEnvelope);
  for (const op of operationList) registry.registerPath(toRouteConfig(op));
  const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'storefront-harness: outdoor and footwear storefront APIs',
      version: '1.0.0',
      description:
        'Generated from the Zod contracts in contracts/. Every error answers with the ErrorEnvelope; ' +
        'each response lists its error ids in its description and in x-error-ids.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: 'http://localhost:4010', description: 'harness serve (the simulator)' }],
    tags: API_AREAS.map((name) => ({ name, description: AREA_DESCRIPTIONS[name] })),
  });
  return withoutNullParameters(doc as Parameters<typeof withoutNullParameters>[0] & typeof doc);
}
