import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { PAGES } from '../support/pages';
import { STOREFRONT_URL } from '../support/stack';

/** The JavaScript a product page may load, gzip (issue 10). */
const PRODUCT_PAGE_BUDGET_BYTES = 130_000;
const DIST = fileURLToPath(new URL('../../storefront/dist/', import.meta.url));

/** Chunk files are named by hash alone (shorter preload lists); the build manifest knows each one's name. */
function chunkNames(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  return new Map(Object.values(manifest).map(({ file, name }) => [`/${file}`, name ?? file]));
}

/**
 * Bundle size is deterministic, so this is a plain check: open the product page in Chromium, collect
 * every script it loads from the build, and gzip each file as the build wrote it.
 */
test('a product page loads at most 130 kB of JavaScript (gzip)', async ({ page, harness }) => {
  void harness;
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === STOREFRONT_URL) scripts.add(url.pathname);
  });
  await page.goto(PAGES.product);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  const sizes = [...scripts].map((path) => ({
    path,
    gzip: gzipSync(readFileSync(`${DIST}${path.replace(/^\//, '')}`), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const names = chunkNames();
  console.log(
    [
      `product page JavaScript, gzip: ${(total / 1000).toFixed(1)} kB of ${PRODUCT_PAGE_BUDGET_BYTES / 1000} kB`,
      ...sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `  ${(s.gzip / 1000).toFixed(1).padStart(6)} kB  ${s.path}  ${names.get(s.path) ?? ''}`),
    ].join('\n'),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(PRODUCT_PAGE_BUDGET_BYTES);
});
