// `npm run --silent openapi` prints the document to stdout, so it pipes into files and linters.
import { buildOpenApiDocument } from './build-document';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
