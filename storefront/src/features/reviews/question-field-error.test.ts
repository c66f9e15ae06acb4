import { describe, expect, it } from 'vitest';
import { postQuestionRequest } from '../../../../contracts/entities/review-question';
import { questionFieldError } from './question-field-error';

const issueOf = (body: object, field: 'text' | 'nickname' | 'email') => {
  const result = postQuestionRequest.safeParse({
    text: 'Ok?',
    nickname: 'Ann',
    email: 'a@b.co',
    locale: 'en-us',
    ...body,
  });
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  return questionFieldError(field, issue && { type: issue.code, message: issue.message });
};

describe('question field errors from the contract schema', () => {
  it('asks to fill in blank fields', () => {
    expect(issueOf({ text: '   ' }, 'text')?.id).toBe('askQuestion.error.required');
    expect(issueOf({ nickname: '' }, 'nickname')?.id).toBe('askQuestion.error.required');
  });

  it('asks for a valid e-mail', () => {
    expect(issueOf({ email: 'not-an-email' }, 'email')?.id).toBe('askQuestion.error.email');
  });

  it('says the limit of an over-long question (the contract REV410 rule)', () => {
    expect(issueOf({ text: 'x'.repeat(1001) }, 'text')).toEqual({
      id: 'askQuestion.error.tooLong',
      values: { max: 1000 },
    });
  });

  it('has nothing to say about a valid field', () => {
    expect(issueOf({}, 'text')).toBeUndefined();
  });
});
