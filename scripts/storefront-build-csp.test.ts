import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PreviewServer, preview } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../storefront/security/content-security-policy';
import { deployedPolicy, policyMetaOf } from '../storefront/security/policy-meta';
import { contentSecurityPolicyPlugin } from '../storefront/vite-plugins/content-security-policy';
import { DIST, ensureBuild } from './storefront-build';

const indexHtml = () => readFileSync(join(DIST, 'index.html'), 'utf8');

/** The plugin's index.html step alone (what the build runs after Vite adds its script and link tags). */
function transformIndexHtml(html: string): string {
  const plugin = contentSecurityPolicyPlugin();
  (plugin.configResolved as (c: object) => void)({ env: {}, build: { outDir: DIST } });
  const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

describe("the production build's Content-Security-Policy", () => {
  it('is a meta tag in index.html, before every script and stylesheet, for the hosts the build is set to', {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const html = indexHtml();
    const meta = policyMetaOf(html);
    // The build's VITE_* hosts, or those of the config.json a deploy (or the e2e stack) wrote since.
    expect(meta).toBe(deployedPolicy(DIST, process.env, 'meta'));
    // This origin and the configured photo-widget host (media-sources.ts), never 'unsafe-eval'.
    expect(meta).toMatch(/(^|; )script-src 'self'( https:\/\/[^ ;']+)?(;|$)/);
    expect(meta).toContain('frame-src https://www.youtube-nocookie.com');
    expect(meta).not.toMatch(/unsafe-|report-uri/);
    const at = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(at).toBeGreaterThan(0);
    for (const tag of ['<script', '<link']) expect(html.indexOf(tag)).toBeGreaterThan(at);
  });

  it('leaves no inline script in index.html: every script element loads a file', () => {
    ensureBuild();
    const scripts = indexHtml().match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !/\ssrc="\/assets\//.test(tag))).toEqual([]);
  });

  it('refuses to build an index.html with an inline script', () => {
    const page = '<html><head><meta charset="UTF-8" /></head><body><script>alert(1)</script></body></html>';
    expect(() => transformIndexHtml(page)).toThrow(/inline script the policy would block: <script>/);
    expect(transformIndexHtml(page.replace('<script>alert(1)</script>', ''))).toContain(
      '<meta http-equiv="Content-Security-Policy" content="default-src',
    );
  });

  describe('vite preview', () => {
    let server: PreviewServer | undefined;
    let dist = '';
    afterAll(async () => {
      await server?.close();
      if (dist) rmSync(dist, { recursive: true, force: true });
    });

    it("sends the header form, with report-uri, for the build's config.json", {
      timeout: 120_000,
    }, async () => {
      ensureBuild();
      // A copy of the build, so the shared dist (and its e2e config.json) stays as it is.
      const builds = fileURLToPath(new URL('../build/', import.meta.url));
      mkdirSync(builds, { recursive: true });
      dist = mkdtempSync(join(builds, 'csp-preview-'));
      cpSync(DIST, dist, { recursive: true });
      const hosts = {
        apiBaseUrl: 'http://127.0.0.1:4999',
        imageBaseUrl: 'https://img.preview.example/i',
        experimentationBaseUrl: 'https://exp.preview.example',
      };
      writeFileSync(join(dist, 'config.json'), JSON.stringify(hosts));
      server = await preview({
        configFile: fileURLToPath(new URL('../storefront/vite.config.ts', import.meta.url)),
        // Relative to the storefront's root, as vite.config.ts writes its own.
        build: { outDir: relative(fileURLToPath(new URL('../storefront/', import.meta.url)), dist) },
        preview: { port: 0, strictPort: false, host: '127.0.0.1' },
        logLevel: 'silent',
      });
      const url = server.resolvedUrls?.local[0] ?? '';
      const answer = await fetch(new URL('/en-us/cart', url));
      expect(answer.status).toBe(200);
      const header = answer.headers.get('content-security-policy') ?? '';
      expect(header).toBe(contentSecurityPolicy(hosts, 'header'));
      expect(header).toContain(
        "connect-src 'self' http://127.0.0.1:4999 https://img.preview.example https://res.cloudinary.com https://exp.preview.example;",
      );
      expect(header).toMatch(/; report-uri http:\/\/127\.0\.0\.1:4999\/fapi\/csp\/report$/);
    });
  });
});
