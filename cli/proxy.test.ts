import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HARNESS_BIN, runHarness } from './testing/run-harness';

describe('harness proxy', () => {
  it('explains itself with examples (exit 0) and refuses a bad --target in one line (exit 2)', {
    timeout: 60_000,
  }, async () => {
    const targets = ['not a url', 'ftp://backend.example'];
    const [help, ...bad] = await Promise.all([
      runHarness(['proxy', '--help']),
      ...targets.map((target) => runHarness(['proxy', '--target', target])),
    ]);
    expect(help?.code).toBe(0);
    expect(help?.stdout).toMatch(/^Examples:\n {2}\$ harness proxy --target https:\/\//m);
    expect(help?.stdout).toContain('--fail-on-violation');
    bad.forEach((run, i) => {
      expect(run.code, targets[i]).toBe(2);
      expect(run.stderr.trim().split('\n'), targets[i]).toHaveLength(1);
      expect(run.stderr).toMatch(/^harness: --target ".*" (is not a URL|must start with http)/);
    });
  });

  it('with --fail-on-violation exits 1 on SIGTERM after a drifting call, with the report in --out', {
    timeout: 60_000,
  }, async () => {
    // A backend whose server time is epoch seconds, not the contract's ISO string.
    const backend = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"timestamp":1772600827}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    const out = join(mkdtempSync(join(tmpdir(), 'harness-proxy-')), 'drift.json');
    const child = spawn(
      process.execPath,
      [
        HARNESS_BIN,
        'proxy',
        '--target',
        target,
        '--port',
        '0',
        '--fail-on-violation',
        '--reporter',
        'json',
        '--out',
        out,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    try {
      const deadline = Date.now() + 30_000;
      while (!/proxy on (http:\S+)/.test(stdout) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const url = /proxy on (http:\S+)/.exec(stdout)?.[1];
      expect(url, stderr).toBeDefined();
      const answer = await fetch(`${url}/fapi/server/time`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-harness-drift')).toBe('1; response-schema body.timestamp');
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(1);
      expect(stderr).toContain(
        '[proxy] getServerTime response-schema body.timestamp: expected string, got 1772600827',
      );
      expect(stdout).toMatch(
        /harness proxy: 1 call to http:\/\/127\.0\.0\.1:\d+, 1 violation in 1 operation/,
      );
      expect(stdout).toContain(`report (json) written to ${out}`);
      const report = JSON.parse(readFileSync(out, 'utf8'));
      expect(report).toMatchObject({ calls: 1, violations: 1, operations: [{ operation: 'getServerTime' }] });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      backend.closeAllConnections();
      backend.close();
    }
  });
});
