import { request } from 'node:http';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm start`'s dev server, for real: what curl gets at /__harness (the README used to promise health there). */
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    configFile: join(import.meta.dirname, '../vite.config.ts'),
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  await server.listen();
  const address = server.httpServer?.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(() => server?.close());

/** A plain HTTP client, as curl is (node:http: the test DOM's fetch would add a page's CORS rules). */
function curl(path: string, method = 'GET'): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/__harness on the dev server, from outside the page', () => {
  it('answers the error envelope saying where the simulator is, not the storefront HTML', async () => {
    for (const path of ['/__harness/health', '/__harness']) {
      const response = await curl(path);
      expect([response.status, response.type]).toEqual([404, 'application/json']);
      const body = JSON.parse(response.text);
      expect(body.errorDetails[0].errorId).toBe('API404');
      expect(body.errorDetails[0].message).toMatch(
        /browser tab.*fetch\('\/__harness\/health'\).*npm run serve/,
      );
    }
    expect((await curl('/__harness/reset', 'POST')).status).toBe(404);
  });

  it('leaves the storefront pages to Vite', async () => {
    expect((await curl('/en-us')).type).toMatch(/text\/html/);
  });
});
