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
