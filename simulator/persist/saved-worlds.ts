/** One session's world as saved: its snapshot's JSON and a version that changes on every write. */
export interface SavedWorld {
  readonly version: string;
  readonly json: string;
}

/**
 * Where the browser keeps its worlds between page loads, by session name (indexed-db-worlds.ts in the
 * browser; memory for tests). Every call runs under the lock the pages share (persistent-core.ts).
 */
export interface SavedWorlds {
  read(session: string): Promise<SavedWorld | undefined>;
  write(session: string, saved: SavedWorld): Promise<void>;
  delete(session: string): Promise<void>;
  clear(): Promise<void>;
}

/** Runs `task` while no other page of the browser profile runs one (Web Locks in the browser). */
export type SharedLock = <T>(task: () => Promise<T>) => Promise<T>;

/** Saved worlds in memory: what the tests' "pages" (several simulators) share. */
export function memorySavedWorlds(): SavedWorlds & { readonly sessions: Map<string, SavedWorld> } {
  const sessions = new Map<string, SavedWorld>();
  return {
    sessions,
    read: async (session) => sessions.get(session),
    write: async (session, saved) => {
      sessions.set(session, saved);
    },
    delete: async (session) => {
      sessions.delete(session);
    },
    clear: async () => sessions.clear(),
  };
}

/** A lock within one JavaScript realm: each task starts when the one before it ended. */
export function memoryLock(): SharedLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
