import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../contracts/openapi/build-document';
import type { OperationInput } from '../contracts/registry/define-operations';
import { operations } from '../contracts/registry/operations';
import { ensureBuild, readBuild, readSourceMaps, sourcesOf } from './storefront-build';

/** Text a chunk would carry as written (minified code keeps string contents, quoted one way or another). */
const findable = (text: string) => text.length >= 24 && !/['"`\\\n$]/.test(text);

const CONTRACTS = fileURLToPath(new URL('../contracts/', import.meta.url));

/**
 * Texts the contracts use at run time as well: an accepted-terms field's description is also its validation
 * message (contracts/common/accepted-terms.ts), which the bundle keeps.
 */
function runtimeMessages(): Set<string> {
  const sources = readdirSync(CONTRACTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(CONTRACTS, file), 'utf8'));
  return new Set(
    sources.flatMap((text) => [...text.matchAll(/acceptedTerms\('([^']+)'\)/g)].map((m) => m[1] ?? '')),
  );
}

/** Every description, summary and example text of the OpenAPI document, read from the contracts now. */
function documentTexts(): string[] {
  const texts = new Set<string>();
  const visit = (node: unknown, key?: string) => {
    if (typeof node === 'string') {
      if (key === 'description' || key === 'summary' || key === 'example') texts.add(node);
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, key === 'examples' ? 'example' : undefined);
      return;
    }
    if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) visit(v, k === 'examples' ? 'examples' : k);
  };
  visit(buildOpenApiDocument());
  for (const op of Object.values(operations) as OperationInput[]) {
    texts.add(op.summary);
    if (op.notShown) texts.add(op.notShown);
  }
  return [...texts];
}

describe("the storefront's production build carries no contract metadata", () => {
  it('has no OpenAPI description, summary or example text, and no seeded password', {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const chunks = [...readBuild()].filter(([file]) => /\.(js|html)$/.test(file));
    const runtime = runtimeMessages();
    expect(runtime.size).toBeGreaterThan(0);
    const texts = documentTexts().filter((text) => findable(text) && !runtime.has(text));
    // Enough of them that a leak would show, and they are the contracts' own (passwordField's example).
    expect(texts.length).toBeGreaterThan(300);
    const passwordExample = 'Trail2026!';
    expect(JSON.stringify(buildOpenApiDocument())).toContain(passwordExample);
    const found = chunks.flatMap(([file, code]) =>
      [...texts, passwordExample].filter((text) => code.includes(text)).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('bundles no zod-to-openapi and nothing of contracts/openapi', { timeout: 300_000 }, () => {
    ensureBuild();
    const sources = sourcesOf(readSourceMaps()).map(([, source]) => source);
    expect(
      sources.some((s) => /(^|\/)contracts\//.test(s)),
      'contract modules to look at',
    ).toBe(true);
    expect(sources.filter((s) => /zod-to-openapi|(^|\/)contracts\/openapi\//.test(s))).toEqual([]);
  });
});
