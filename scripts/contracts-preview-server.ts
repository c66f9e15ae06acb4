// `npm start` until the simulator lands: serves the generated OpenAPI document and the error catalogue on
// the /__harness paths the simulator's control API will keep, plus an index page of every operation.

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { catalogueList, envelopeFor } from '../contracts/errors/catalogue';
import { buildOpenApiDocument } from '../contracts/openapi/build-document';
import { renderOperationIndex } from './operation-index-page';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '4010' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`harness: --port must be a whole number from 1 to 65535 (got "${values.port}")`);
  process.exit(2);
}

const openapi = JSON.stringify(buildOpenApiDocument());
const errors = JSON.stringify(catalogueList);
const index = renderOperationIndex();

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const send = (status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    res.end(body);
  };
  if (req.method !== 'GET')
    return send(405, 'application/json', JSON.stringify(envelopeFor('API405', randomUUID())));
  if (path === '/') return send(200, 'text/html; charset=utf-8', index);
  if (path === '/__harness/health')
    return send(200, 'application/json', JSON.stringify({ status: 'ok', mode: 'contracts' }));
  if (path === '/__harness/openapi.json') return send(200, 'application/json', openapi);
  if (path === '/__harness/errors') return send(200, 'application/json', errors);
  return send(
    404,
    'application/json',
    JSON.stringify(envelopeFor('API404', randomUUID(), `No route for GET ${path}`)),
  );
});

server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `harness: port ${port} is in use; pass another with: npm start -- --port 4011`
      : `harness: could not start the server: ${err.message}`,
  );
  process.exit(1);
});

server.listen(port, () => {
  console.log(`storefront-harness contracts preview on http://localhost:${port}/`);
  console.log(`  OpenAPI document: http://localhost:${port}/__harness/openapi.json`);
  console.log(`  Error catalogue:  http://localhost:${port}/__harness/errors`);
  console.log('Press Ctrl+C to stop.');
});
