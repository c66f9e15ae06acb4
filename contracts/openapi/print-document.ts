// `npm run --silent openapi` prints the document to stdout, so it pipes into files and linters.
import { buildOpenApiDocument } from './build-document';

// A reader that stops early (`| head`) closes the pipe: that is not an error worth a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
