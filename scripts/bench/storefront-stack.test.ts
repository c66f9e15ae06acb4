import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { policyMetaOf } from '../../storefront/security/policy-meta';
import { pointBuildAt } from './storefront-stack';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the benchmarks' storefront stack", () => {
  it("lets the page reach this run's harness: config.json and the policy's connect-src both name it", () => {
    const dist = mkdtempSync(join(tmpdir(), 'stack-dist-'));
    dirs.push(dist);
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html>\n<html><head>\n<meta charset="UTF-8" />\n</head></html>\n',
    );
    pointBuildAt(dist, 'http://127.0.0.1:45961');
    expect(JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')).apiBaseUrl).toBe(
      'http://127.0.0.1:45961',
    );
    const policy = policyMetaOf(readFileSync(join(dist, 'index.html'), 'utf8')) ?? '';
    const connect = policy.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
    expect(connect.split(/\s+/)).toContain('http://127.0.0.1:45961');
  });
});
