import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFromEnv, mergeRuntimeFile, RUNTIME_CONFIG_PATH } from '../src/app/runtime-config.ts';
import { contentSecurityPolicy, type PolicyDelivery, type PolicyHosts } from './content-security-policy.ts';

type Env = Parameters<typeof configFromEnv>[0];

/** Any Content-Security-Policy meta tag already in the page (a build's, or an earlier rewrite's). */
const POLICY_META = /[ \t]*<meta http-equiv="Content-Security-Policy"[^>]*>\n?/gi;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with exactly one policy meta tag, right after the charset declaration: a meta policy governs only
 * what the page names after it, so it precedes every script, stylesheet and icon.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`;
  const page = html.replace(POLICY_META, '');
  const charset = /<meta charset=[^>]*>\n?/i.exec(page);
  const head = /<head[^>]*>\n?/i.exec(page);
  const after = charset ?? head;
  if (!after) throw new Error('index.html has no <head> to put the Content-Security-Policy in');
  const at = after.index + after[0].length;
  const indent = /^[ \t]*/.exec(page.slice(at))?.[0] ?? '    ';
  return `${page.slice(0, at)}${indent}${meta}\n${page.slice(at)}`;
}

/** The policy meta tag's content in a page, or undefined when it has none. */
export function policyMetaOf(html: string): string | undefined {
  const found = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return found?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * The hosts a deployed build talks to: its config.json over the build's VITE_* variables, as the page
 * itself merges them (src/app/runtime-config.ts).
 */
export function deployedHosts(dist: string, env: Env): PolicyHosts {
  const base = configFromEnv({ ...env, DEV: false });
  const file = join(dist, RUNTIME_CONFIG_PATH);
  return existsSync(file) ? mergeRuntimeFile(base, JSON.parse(readFileSync(file, 'utf8'))) : base;
}

/** The policy of a deployed build, in either delivery. */
export const deployedPolicy = (dist: string, env: Env, delivery: PolicyDelivery): string =>
  contentSecurityPolicy(deployedHosts(dist, env), delivery);

/**
 * Rewrites dist/index.html's meta policy for the hosts config.json names now; answers the header form
 * for servers that can send one (it adds report-uri and frame-ancestors).
 */
export function writePolicyMeta(dist: string, env: Env): { meta: string; header: string } {
  const index = join(dist, 'index.html');
  const meta = deployedPolicy(dist, env, 'meta');
  writeFileSync(index, withPolicyMeta(readFileSync(index, 'utf8'), meta));
  return { meta, header: deployedPolicy(dist, env, 'header') };
}
