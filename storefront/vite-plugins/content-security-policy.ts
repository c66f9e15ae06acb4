import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from '../security/content-security-policy.ts';
import { deployedPolicy, withPolicyMeta } from '../security/policy-meta.ts';
import { configFromEnv } from '../src/app/runtime-config.ts';

/** An inline script: a script element without src (a JSON-LD data block is not one; the app adds those later). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>/i;

/**
 * The production build's Content-Security-Policy (security/content-security-policy.ts). The build writes
 * it as a meta tag into index.html for its VITE_* hosts (`npm run csp` rewrites it for a deploy's
 * config.json), and refuses an index.html with an inline script, which the policy would block. `vite
 * preview` also sends the header form (with report-uri) for dist/config.json's hosts, so the end-to-end
 * stack enforces both. `npm start` is not constrained: Vite's dev server injects inline scripts for HMR and
 * the simulator runs in msw's service worker (docs/decisions.md, "Content-Security-Policy").
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let env: Record<string, string | boolean> = {};
  let outDir = '';
  return {
    name: 'storefront:content-security-policy',
    apply: (_config, { command, isPreview }) => command === 'build' || isPreview === true,
    configResolved(config) {
      env = { ...config.env, DEV: false };
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const inline = INLINE_SCRIPT.exec(html);
        if (inline) throw new Error(`index.html has an inline script the policy would block: ${inline[0]}`);
        return withPolicyMeta(html, contentSecurityPolicy(configFromEnv(env), 'meta'));
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', deployedPolicy(outDir, env, 'header'));
        next();
      });
    },
  };
}
