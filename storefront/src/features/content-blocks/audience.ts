import type { AudienceSegmentId } from '../../../../contracts/entities/content-audience';
import { isEmployee, isSignedIn, type SessionState } from '../../commerce/session-state';

/**
 * The audience segments (spec 001 section 6) the visitor is known to be in, from the session alone. The
 * cart and partner-profile segments need data the session does not hold, so they never match here and
 * their blocks fall back to the baselines.
 */
export function audienceSegments(session: SessionState): ReadonlySet<AudienceSegmentId> {
  if (!isSignedIn(session)) return new Set(['loggedout']);
  const loyal = session.memberId !== undefined && session.memberId !== '';
  const segments: AudienceSegmentId[] = ['loggedin'];
  segments.push(loyal ? 'loyalty-loggedin' : 'non-loyalty-loggedin');
  segments.push(isEmployee(session) ? 'employee-loggedin' : 'non-employee-loggedin');
  segments.push(session.consumerType === 'ATHLETE' ? 'athletes-loggedin' : 'non-athletes-loggedin');
  return new Set(segments);
}
