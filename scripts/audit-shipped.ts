// `npm run audit:shipped`: `npm audit --omit=dev` judged by what the production build ships to the browser.
// Fails (exit 1) on a high or critical advisory for a package in the bundle; lists every other advisory as a
// warning. Needs the build's package list (build/shipped-packages.json, written by `npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SHIPPED_PACKAGES_FILE, type ShippedPackage } from '../storefront/vite-plugins/shipped-packages';
import { type AuditOutcome, auditOutcome, describeAdvisory } from './audit-findings';

const HELP = `Usage: npm run audit:shipped -- [options]

Runs \`npm audit --omit=dev --json\` and fails on high or critical advisories for packages that the
production build ships to the browser (build/shipped-packages.json, from \`npm run build\`). Other
advisories are printed as warnings. When the registry gives no audit (offline, or it refuses the audit
call), it says so and exits 0, unless --strict or AUDIT_SHIPPED_STRICT=1.

Options:
  --report <file>  judge a saved \`npm audit --json\` report instead of running npm audit
  --strict         exit 2 when no audit could be had
  -h, --help       this text`;

function runNpmAudit(): unknown {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // npm audit exits 1 when it finds anything: the JSON on stdout is the answer either way.
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  try {
    return JSON.parse(run.stdout);
  } catch {
    return run.error ? { message: run.error.message } : undefined;
  }
}

function report(outcome: AuditOutcome, shipped: readonly ShippedPackage[], strict: boolean): number {
  console.log(
    `audit:shipped: ${shipped.length} packages ship to the browser: ${shipped.map((p) => p.name).join(', ')}`,
  );
  if (outcome.kind === 'unavailable') {
    console.log(`audit:shipped: NOT AUDITED: ${outcome.reason}`);
    return strict ? 2 : 0;
  }
  for (const advisory of outcome.warnings) console.log(`  warning  ${describeAdvisory(advisory)}`);
  for (const advisory of outcome.failures) console.log(`  FAIL     ${describeAdvisory(advisory)}`);
  console.log(
    `audit:shipped: ${outcome.failures.length} high or critical advisories in what ships, ${outcome.warnings.length} warnings`,
  );
  return outcome.failures.length > 0 ? 1 : 0;
}

function main(): number {
  const { values } = parseArgs({
    options: {
      report: { type: 'string' },
      strict: { type: 'boolean', default: process.env.AUDIT_SHIPPED_STRICT === '1' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!existsSync(SHIPPED_PACKAGES_FILE)) {
    console.error(`audit:shipped: ${SHIPPED_PACKAGES_FILE} is missing: run \`npm run build\` first`);
    return 2;
  }
  const { packages } = JSON.parse(readFileSync(SHIPPED_PACKAGES_FILE, 'utf8')) as {
    packages: ShippedPackage[];
  };
  const audit = values.report ? JSON.parse(readFileSync(values.report, 'utf8')) : runNpmAudit();
  return report(auditOutcome(audit, new Set(packages.map((p) => p.name))), packages, values.strict ?? false);
}

process.exitCode = main();
