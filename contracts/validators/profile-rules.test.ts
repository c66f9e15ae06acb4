import { describe, expect, it } from 'vitest';
import {
  isPartiallyEnrolled,
  joinInterests,
  missingProfileFields,
  parseApproachingCallout,
  splitApproachingCallout,
  splitInterests,
} from './profile-rules';

const complete = {
  email: 'a@b.co',
  phone: '+14165550123',
  firstName: 'Ana',
  lastName: 'Lopez',
  postalCode: '94107',
  birthDate: '1990-04-17',
};

describe('partial enrolment', () => {
  it('is partial with an email and any missing field', () => {
    expect(isPartiallyEnrolled(complete)).toBe(false);
    expect(isPartiallyEnrolled({ ...complete, birthDate: undefined })).toBe(true);
    expect(isPartiallyEnrolled({ ...complete, phone: '  ' })).toBe(true);
    expect(missingProfileFields({ email: 'a@b.co', lastName: null })).toEqual([
      'phone',
      'firstName',
      'lastName',
      'postalCode',
      'birthDate',
    ]);
  });

  it('is not partial without an email', () => {
    expect(isPartiallyEnrolled({ ...complete, email: '', phone: undefined })).toBe(false);
  });
});

describe('approaching-promotion callout', () => {
  it('needs exactly three pipe-separated parts', () => {
    expect(splitApproachingCallout('Spend $25 more | for free shipping | FREESHIP')).toEqual([
      'Spend $25 more',
      'for free shipping',
      'FREESHIP',
    ]);
    for (const bad of ['one|two', 'a|b|c|d', '', null])
      expect(parseApproachingCallout(bad, 'Promo')).toBeNull();
  });

  it('uses the promotion name, else the third part', () => {
    expect(parseApproachingCallout('a|b|Free shipping', 'Summer sale')).toBe('Summer sale');
    expect(parseApproachingCallout('a|b| Free shipping ')).toBe('Free shipping');
    expect(parseApproachingCallout('a|b|Free shipping', '  ')).toBe('Free shipping');
  });
});

describe('interests', () => {
  it('joins and splits by a pipe', () => {
    expect(joinInterests(['hiking', ' running ', '', 'hiking'])).toBe('hiking|running');
    expect(splitInterests('hiking| running||')).toEqual(['hiking', 'running']);
    expect(splitInterests(undefined)).toEqual([]);
  });
});
