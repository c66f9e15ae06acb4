import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { deployedHosts, policyMetaOf, withPolicyMeta, writePolicyMeta } from './policy-meta';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const distWith = (config?: object) => {
  const dist = mkdtempSync(join(tmpdir(), 'csp-dist-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  if (config) writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  return dist;
};

describe('the policy meta tag', () => {
  it('goes right after the charset, before any script or link, exactly once', () => {
    const once = withPolicyMeta(PAGE, "default-src 'none'");
    const twice = withPolicyMeta(once, "script-src 'self'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(policyMetaOf(twice)).toBe("script-src 'self'");
    const at = twice.indexOf('http-equiv="Content-Security-Policy"');
    expect(at).toBeGreaterThan(twice.indexOf('charset'));
    expect(at).toBeLessThan(twice.indexOf('<link'));
    expect(at).toBeLessThan(twice.indexOf('<script'));
  });

  it('escapes the policy as an attribute value', () => {
    const page = withPolicyMeta(PAGE, `img-src "x"&<y>`);
    expect(page).toContain('content="img-src &quot;x&quot;&amp;&lt;y>"');
    expect(policyMetaOf(page)).toBe(`img-src "x"&<y>`);
  });

  it("reads a deploy's config.json over the build's VITE_* hosts", () => {
    const env = {
      VITE_API_BASE_URL: 'https://api.build.example',
      VITE_IMAGE_BASE_URL: 'https://img.build.example',
    };
    expect(deployedHosts(distWith(), env)).toMatchObject({
      apiBaseUrl: 'https://api.build.example',
      imageBaseUrl: 'https://img.build.example',
    });
    const dist = distWith({ apiBaseUrl: 'https://api.deploy.example' });
    expect(deployedHosts(dist, env)).toMatchObject({
      apiBaseUrl: 'https://api.deploy.example',
      imageBaseUrl: 'https://img.build.example',
    });
  });

  it('is rewritten for the hosts config.json names (npm run csp), and the header form is given', () => {
    const hosts = { apiBaseUrl: 'http://127.0.0.1:4010', imageBaseUrl: 'http://127.0.0.1:4010/images' };
    const dist = distWith(hosts);
    const { meta, header } = writePolicyMeta(dist, {});
    expect(meta).toBe(contentSecurityPolicy(hosts, 'meta'));
    expect(header).toBe(contentSecurityPolicy(hosts, 'header'));
    expect(policyMetaOf(readFileSync(join(dist, 'index.html'), 'utf8'))).toBe(meta);
    expect(meta).toContain("connect-src 'self' http://127.0.0.1:4010");
  });
});
