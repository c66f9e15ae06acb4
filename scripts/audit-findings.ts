/**
 * What `npm audit --omit=dev --json` found, split by what ships to the browser: an advisory of high or
 * critical severity on a package in the build's bundle fails; every other advisory is a warning.
 */

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
const FAILING: ReadonlySet<Severity> = new Set(['high', 'critical']);

export interface Advisory {
  /** The package the advisory is about (not the packages that merely depend on it). */
  readonly name: string;
  readonly severity: Severity;
  readonly title: string;
  readonly url: string;
  readonly range: string;
  /** Whether the package's code is in the production build. */
  readonly shipped: boolean;
}

export type AuditOutcome =
  | { readonly kind: 'unavailable'; readonly reason: string }
  | { readonly kind: 'audited'; readonly failures: Advisory[]; readonly warnings: Advisory[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const severityOf = (value: unknown): Severity =>
  (SEVERITIES as readonly unknown[]).includes(value) ? (value as Severity) : 'critical';

/**
 * The advisories of an audit report (npm's report version 2). An entry's `via` holds advisory objects for
 * the package's own advisories and plain names for the vulnerable packages it depends on; those have
 * entries of their own, so each advisory is counted once, on the package it is about.
 */
function advisoriesOf(vulnerabilities: Json, shipped: ReadonlySet<string>): Advisory[] {
  const byKey = new Map<string, Advisory>();
  for (const entry of Object.values(vulnerabilities)) {
    if (!isObject(entry) || !Array.isArray(entry.via)) continue;
    for (const via of entry.via) {
      if (!isObject(via)) continue;
      const name = text(via.name) || text(entry.name);
      const advisory: Advisory = {
        name,
        // An unknown severity word counts as the worst: a gate that misreads must not pass.
        severity: severityOf(via.severity),
        title: text(via.title),
        url: text(via.url),
        range: text(via.range),
        shipped: shipped.has(name),
      };
      byKey.set(`${name} ${advisory.url || advisory.title}`, advisory);
    }
  }
  return [...byKey.values()];
}

const bySeverity = (a: Advisory, b: Advisory) =>
  SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.name.localeCompare(b.name);

/** Splits a report into failures and warnings, or says why there is no report (npm's error answer). */
export function auditOutcome(report: unknown, shipped: ReadonlySet<string>): AuditOutcome {
  if (!isObject(report)) return { kind: 'unavailable', reason: 'npm audit printed no JSON report' };
  if (!isObject(report.vulnerabilities)) {
    const reason = text(report.message) || text(isObject(report.error) ? report.error.summary : '');
    return { kind: 'unavailable', reason: reason || 'npm audit printed no vulnerabilities section' };
  }
  const advisories = advisoriesOf(report.vulnerabilities, shipped).sort(bySeverity);
  return {
    kind: 'audited',
    failures: advisories.filter((a) => a.shipped && FAILING.has(a.severity)),
    warnings: advisories.filter((a) => !(a.shipped && FAILING.has(a.severity))),
  };
}

/** One line per advisory, for the log. */
export function describeAdvisory(a: Advisory): string {
  const where = a.shipped ? 'ships to the browser' : 'not in the browser bundle';
  return `${a.severity.padEnd(8)} ${a.name} ${a.range} (${where}): ${a.title} ${a.url}`.trimEnd();
}
