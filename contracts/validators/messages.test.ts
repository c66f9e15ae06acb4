import { describe, expect, it } from 'vitest';
import {
  ageRestrictionMessage,
  dateFormatMessage,
  formatMessage,
  MESSAGES,
  maxLengthMessage,
} from './messages';

describe('validation messages', () => {
  it('keeps the spec texts exactly', () => {
    expect(MESSAGES.required).toBe('This field is required');
    expect(MESSAGES.email).toBe('Email is not valid');
    expect(MESSAGES.name).toBe('Name is not valid.');
    expect(MESSAGES.password).toBe('Password does not meet requirements.');
    expect(MESSAGES.phone).toBe('A valid phone number is required');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(dateFormatMessage('DD/MM/YYYY')).toBe('Date should match DD/MM/YYYY and be a valid date.');
    expect(ageRestrictionMessage(16)).toBe('You must be at least 16 years old.');
    expect(maxLengthMessage(30)).toBe('Must be 30 characters or fewer.');
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
