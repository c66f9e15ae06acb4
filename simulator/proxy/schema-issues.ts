import { innermostIssue } from '../../contracts/errors/validation-error';
import type { z } from '../../contracts/zod';
import type { Violation, ViolationKind } from './violation';

/** A value as a violation shows it: short, never a whole body. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    const text = JSON.stringify(value);
    return text.length > 42 ? `${text.slice(0, 40)}..."` : text;
  }
  if (Array.isArray(value)) return `an array of ${value.length}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const fieldOf = (part: string, path: readonly PropertyKey[]) =>
  [part, ...path.map((key) => String(key))].join('.');

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code === 'invalid_value') {
    const values = issue.values.map((v) => JSON.stringify(v));
    return `one of ${values.slice(0, 5).join(', ')}${values.length > 5 ? ', ...' : ''}`;
  }
  return issue.message;
}

/**
 * Zod issues as violations of one part (`params`, `query`, `body`): the field path, what the
 * contract wants and the value sent. An unknown key of a strict object is one violation per key; a union
 * names the branch that failed least (as the simulator's 400 answers do).
 */
export function issueViolations(
  kind: ViolationKind,
  operation: string,
  part: string,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): Violation[] {
  return issues.map(innermostIssue).flatMap((issue): Violation[] => {
    if (issue.code === 'unrecognized_keys') {
      const owner = valueAt(input, issue.path);
      return issue.keys.map((key) => ({
        kind,
        operation,
        field: fieldOf(part, [...issue.path, key]),
        expected: 'no such field',
        got: describeValue(valueAt(owner, [key])),
      }));
    }
    const got = describeValue(valueAt(input, issue.path));
    return [{ kind, operation, field: fieldOf(part, issue.path), expected: expectedOf(issue), got }];
  });
}
