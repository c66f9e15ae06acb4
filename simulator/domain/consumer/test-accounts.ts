import type { AccountRecord } from '../../db/account-records';
import { DOCUMENTED_ACCOUNTS } from '../../db/seed/consumer-seed-documented';

/** A documented account by email, copied (test helper). */
export function documented(email: string): AccountRecord {
  const found = DOCUMENTED_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no documented account ${email}`);
  return structuredClone(found);
}
