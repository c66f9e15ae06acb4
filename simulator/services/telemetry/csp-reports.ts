import type { CspViolation } from '../../core/csp-report-log';
import type { World } from '../../core/world';

/** Keeps a Content-Security-Policy violation report in the session's world, stamped with its clock. */
export function recordCspReport(world: World, report: CspViolation): void {
  world.cspReports.add({ receivedAt: world.clock.now().toISOString(), report });
}
