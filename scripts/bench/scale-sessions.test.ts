import { describe, expect, it } from 'vitest';
import { parseAccessLog, placeSessions } from './scale-sessions';

const log = [
  's1 127.0.0.1:4011 200 0.004 POST /__harness/scenarios/x',
  's1 127.0.0.1:4011 201 0.004 POST /cart/v1/cart',
  's2 127.0.0.1:4012 200 0.004 GET /fapi/server/time',
  's1 127.0.0.1:4011 204 0.004 DELETE /__harness/sessions/s1',
  'default 127.0.0.1:4013 200 0.004 GET /__harness/health',
  '',
].join('\n');

describe('placeSessions', () => {
  it('counts the sessions each process served, leaving out calls of other sessions', () => {
    const placed = placeSessions(parseAccessLog(log), ['s1', 's2']);
    expect([...placed.perUpstream]).toEqual([
      ['127.0.0.1:4011', 1],
      ['127.0.0.1:4012', 1],
    ]);
    expect(placed).toMatchObject({ split: [], missing: [], unanswered: 0 });
  });

  it('names a session whose calls reached two processes, and one that never reached the balancer', () => {
    const placed = placeSessions(parseAccessLog(`${log}s2 127.0.0.1:4013 200 0.002 GET /x\n`), [
      's1',
      's2',
      's3',
    ]);
    expect(placed.split).toEqual([{ session: 's2', upstreams: ['127.0.0.1:4012', '127.0.0.1:4013'] }]);
    expect(placed.missing).toEqual(['s3']);
    expect([...placed.perUpstream]).toEqual([['127.0.0.1:4011', 1]]);
  });

  it('counts calls no process answered (a dropped connection: 444, a stopped process: 502), not a 502 one did', () => {
    const calls = parseAccessLog(
      's1 127.0.0.1:4011 444 - GET /x\ns1 127.0.0.1:4011 502 - GET /x\ns1 127.0.0.1:4011 502 0.003 GET /y\n',
    );
    expect(placeSessions(calls, ['s1']).unanswered).toBe(2);
  });
});

describe('parseAccessLog', () => {
  it('refuses a line of another format', () => {
    expect(() => parseAccessLog('127.0.0.1 - - [28/Nov/2026] "GET / HTTP/1.1" 200')).toThrow(
      /harness format/,
    );
  });
});
