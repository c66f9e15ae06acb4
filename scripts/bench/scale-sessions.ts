/**
 * Where the balancer sent each session, from nginx's access log in the format of scripts/scale/nginx-config.ts
 * (`$harness_session $upstream_addr $status $upstream_header_time $request_method $uri`): bench:scale's proof that every session's
 * calls reached one process.
 */
export interface LoggedCall {
  readonly session: string;
  readonly upstream: string;
  readonly status: number;
  /** False when nginx answered itself: no process sent an answer's head (a dropped connection, a stopped one). */
  readonly answered: boolean;
}

/** The access log's calls; a line of another shape is an error (the config and this parser disagree). */
export function parseAccessLog(text: string): LoggedCall[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [session, upstream, status, headerTime] = line.split(' ');
      if (!session || !upstream || !/^\d{3}$/.test(status ?? '') || !/^(-|[\d.]+)$/.test(headerTime ?? ''))
        throw new Error(`access log line not in the harness format: ${line}`);
      return { session, upstream, status: Number(status), answered: headerTime !== '-' };
    });
}

export interface Placement {
  /** Sessions whose calls all reached one process, by process. */
  readonly perUpstream: ReadonlyMap<string, number>;
  /** Sessions whose calls reached more than one process (must be none). */
  readonly split: readonly { session: string; upstreams: string[] }[];
  /** Sessions that ran but never reached the balancer (must be none). */
  readonly missing: readonly string[];
  /** Calls of those sessions that no process answered (nginx's 444 or 502; must be none). A 502 the simulator
   *  answered, such as a catalogue error's, is an answer. */
  readonly unanswered: number;
}

/** Where each of `sessions` went; calls of other sessions (a warm-up, `default`) are not counted. */
export function placeSessions(calls: readonly LoggedCall[], sessions: readonly string[]): Placement {
  const wanted = new Set(sessions);
  const seen = new Map<string, Set<string>>();
  let unanswered = 0;
  for (const call of calls) {
    if (!wanted.has(call.session)) continue;
    if (!call.answered) unanswered++;
    const upstreams = seen.get(call.session) ?? new Set<string>();
    upstreams.add(call.upstream);
    seen.set(call.session, upstreams);
  }
  const perUpstream = new Map<string, number>();
  const split: { session: string; upstreams: string[] }[] = [];
  for (const [session, upstreams] of seen) {
    if (upstreams.size > 1) split.push({ session, upstreams: [...upstreams].sort() });
    else {
      const [only] = upstreams as Set<string>;
      perUpstream.set(only as string, (perUpstream.get(only as string) ?? 0) + 1);
    }
  }
  return { perUpstream, split, missing: sessions.filter((s) => !seen.has(s)), unanswered };
}
