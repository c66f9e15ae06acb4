import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { describeIssue, errorIdForIssue, VALIDATION_ERROR_ID } from './validation-error';

describe('validation error ids', () => {
  const body = z.object({
    qty: z.number().int().min(1),
    text: z
      .string()
      .refine((s) => s.length <= 5, { message: 'Review is too long', params: { errorId: 'REV410' } }),
  });

  it('answers API400 naming the field for a plain contract violation', () => {
    const issue = body.safeParse({ qty: 0, text: 'ok' }).error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(errorIdForIssue(issue)).toBe(VALIDATION_ERROR_ID);
    expect(describeIssue(issue, 'body')).toMatch(/^body\.qty: /);
  });

  it('answers the id a custom check names', () => {
    const issue = body.safeParse({ qty: 1, text: 'far too long' }).error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(errorIdForIssue(issue)).toBe('REV410');
    expect(describeIssue(issue, 'body')).toBe('body.text: Review is too long');
  });

  it('ignores a named id that is not in the catalogue', () => {
    const bogus = z.string().refine(() => false, { params: { errorId: 'NOPE' } });
    const issue = bogus.safeParse('x').error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(errorIdForIssue(issue)).toBe(VALIDATION_ERROR_ID);
  });
});

describe('issue descriptions', () => {
  it('names an unknown field by its full path', () => {
    const strict = z.strictObject({ a: z.strictObject({ b: z.string() }) });
    const issue = strict.safeParse({ a: { b: 'x', c: 1, d: 2 } }).error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(describeIssue(issue, 'body')).toBe('body.a.c: Unknown field, not part of this contract (also: d)');
  });

  it('describes a union by the branch that failed least', () => {
    const oneOf = z.union([z.strictObject({ productId: z.string() }), z.strictObject({ upc: z.string() })]);
    const issue = oneOf.safeParse({ productId: 'p', upc: 'u' }).error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    expect(describeIssue(issue, 'body')).toMatch(/^body\.(upc|productId): Unknown field/);
  });
});
