import { QUESTION_TEXT_MAX } from '../../../../contracts/entities/review';

/** What react-hook-form keeps of a Zod issue: its code as `type`, its text as `message`. */
export interface FieldIssue {
  readonly type?: string | number;
  readonly message?: string;
}

export interface FieldErrorText {
  readonly id: string;
  readonly values?: Record<string, number>;
}

/**
 * The translated message for an issue the question schema (the contract's postQuestionRequest) raised:
 * blank (too_small), not an e-mail (invalid_format), too long (too_big, or the contract's REV410 refine).
 */
export function questionFieldError(field: 'text' | 'nickname' | 'email', issue: FieldIssue | undefined) {
  if (!issue) return undefined;
  const type = String(issue.type ?? '');
  if (type === 'too_small') return { id: 'askQuestion.error.required' } satisfies FieldErrorText;
  if (type === 'invalid_format' || (field === 'email' && type === 'invalid_type'))
    return { id: 'askQuestion.error.email' } satisfies FieldErrorText;
  if (type === 'too_big' || type === 'custom')
    return {
      id: 'askQuestion.error.tooLong',
      values: { max: field === 'text' ? QUESTION_TEXT_MAX : field === 'email' ? 254 : 50 },
    } satisfies FieldErrorText;
  return { id: 'askQuestion.error.required' } satisfies FieldErrorText;
}
