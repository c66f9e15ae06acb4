import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyText, endToEnd, headerOf } from './forward';
import { startProxy } from './proxy-server';

describe('what the proxy passes on', () => {
  it('drops hop-by-hop headers and those Connection names, keeping repeats and case', () => {
    const raw = [
      'Host',
      'a',
      'Connection',
      'keep-alive, X-Hop',
      'Keep-Alive',
      'timeout=5',
      'X-Hop',
      '1',
      'Transfer-Encoding',
      'chunked',
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
      'X-Custom',
      'kept',
    ];
    expect(endToEnd(raw, ['host'])).toEqual(['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'X-Custom', 'kept']);
    expect(headerOf(raw, 'x-custom')).toBe('kept');
  });

  it('checks a compressed body as its text', () => {
    const text = '{"a":1}';
    expect(bodyText(gzipSync(text), 'gzip')).toBe(text);
    expect(bodyText(brotliCompressSync(text), 'br')).toBe(text);
    expect(bodyText(Buffer.from(text), undefined)).toBe(text);
    expect(bodyText(Buffer.alloc(0), 'gzip')).toBeUndefined();
  });

  it('answers 502 with the envelope when the target does not answer', async () => {
    const proxy = await startProxy({ target: new URL('http://127.0.0.1:9'), port: 0, onViolation: () => {} });
    try {
      const answer = await fetch(`${proxy.url}/fapi/server/time`);
      expect(answer.status).toBe(502);
      const body = await answer.json();
      expect(body.errorDetails[0]).toMatchObject({ errorId: 'GEN500' });
      expect(body.errorDetails[0].message).toMatch(/did not answer \(ECONNREFUSED\)/);
      expect(proxy.report.summary().calls).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});
