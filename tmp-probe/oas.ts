import { buildOpenApiDocument } from '../contracts/openapi/build-document';
import { checkPactAgainstOpenApi, formatOpenApiCheck } from '../pact/verify/openapi-check';
const r = await checkPactAgainstOpenApi('pacts/storefront-commerce-api.json', buildOpenApiDocument());
console.log(formatOpenApiCheck(r));
