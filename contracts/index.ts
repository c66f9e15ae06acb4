/**
 * The public surface of the contracts: what the simulator, the storefront's API client, the scenarios,
 * the CLI and the Pact tests import. Entity schemas are imported from their own files under entities/.
 */
export { type ErrorEnvelope, errorEnvelope, errorId } from './common/error-envelope';
export { HEADER, mainCallHeaders, sessionCallHeaders } from './common/headers';
export { recognisePage } from './common/page-urls';
export {
  catalogue,
  catalogueEntry,
  catalogueList,
  entriesByArea,
  envelopeFor,
  isCatalogueId,
} from './errors/catalogue';
export type { CatalogueArea, CatalogueEntry } from './errors/catalogue-entry';
export * from './errors/error-ids';
export type { Handling } from './errors/handling';
export { describeIssue, errorIdForIssue, VALIDATION_ERROR_ID } from './errors/validation-error';
export { buildOpenApiDocument } from './openapi/build-document';
export {
  API_AREAS,
  type ApiArea,
  type HttpMethod,
  type Operation,
  operationKey,
} from './registry/define-operations';
export {
  type OperationId,
  type OperationOf,
  type Operations,
  operationList,
  operations,
} from './registry/operations';
export type * from './registry/types';
export * as validators from './validators';
