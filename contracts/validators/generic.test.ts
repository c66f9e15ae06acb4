import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import {
  email,
  exactLength,
  maxLength,
  maxValue,
  minLength,
  minValue,
  password,
  passwordByRule,
  passwordChecklist,
  pattern,
  personName,
  required,
  sameAs,
  signInEmail,
  textField,
  whenFilled,
} from './generic';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('required', () => {
  it('accepts text and rejects missing, empty and blank with one message', () => {
    expect(required().parse(' a ')).toBe(' a ');
    for (const value of [undefined, null, '', '   '])
      expect(messages(required(), value)).toEqual(['This field is required']);
  });

  it('stops other checks on blank input', () => {
    expect(messages(required().check(minLength(2)), ' ')).toEqual(['This field is required']);
  });
});

describe('email', () => {
  it('needs a domain of at least two parts', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com'])
      expect(email().safeParse(ok).success).toBe(true);
    for (const bad of ['a@b', 'a@b.', 'a.@b.co', 'a b@c.co', '@b.co', 'a@@b.co'])
      expect(messages(email(), bad)).toEqual(['Email is not valid']);
    expect(messages(email(), '')).toEqual(['This field is required']);
  });

  it('caps the sign-in email at 100 characters', () => {
    const local = 'a'.repeat(100 - '@b.co'.length);
    expect(signInEmail.safeParse(`${local}@b.co`).success).toBe(true);
    expect(messages(signInEmail, `${local}a@b.co`)).toEqual(['Must be 100 characters or fewer.']);
  });
});

describe('name', () => {
  it("accepts accented letters, spaces and , . ' ` -", () => {
    for (const ok of ['José', "O'Brien", 'Anne-Marie', 'Dr. Zoë, Jr', 'Ren`e', 'Łukasz Żółć']) {
      expect(personName().safeParse(ok).success).toBe(true);
    }
  });

  it('rejects digits, other symbols and punctuation without letters', () => {
    for (const bad of ['R2D2', 'Ann & Bob', 'a_b', '---', 'Иван'])
      expect(messages(personName(), bad)).toEqual(['Name is not valid.']);
  });
});

describe('password', () => {
  it('passes with all four parts and fails with one overall message', () => {
    expect(password().safeParse('Summit2024').success).toBe(true);
    for (const bad of ['Sum2024', 'summit2024', 'SUMMIT2024', 'SummitPeak'])
      expect(messages(password(), bad)).toEqual(['Password does not meet requirements.']);
  });

  it('reports the checklist and per-part messages', () => {
    expect(passwordChecklist('abc')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      number: false,
    });
    expect(passwordChecklist('Summit2024')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      number: true,
    });
    expect(messages(passwordByRule(), 'abc')).toEqual([
      'Eight or more characters',
      'One uppercase letter',
      'One number',
    ]);
  });
});

describe('lengths, values and pattern', () => {
  it('uses the default messages', () => {
    expect(messages(z.string().check(exactLength(5)), '1234')).toEqual(['Must be exactly 5 characters.']);
    expect(messages(z.string().check(minLength(2)), 'a')).toEqual(['Must be at least 2 characters.']);
    expect(messages(z.string().check(maxLength(3)), 'abcd')).toEqual(['Must be 3 characters or fewer.']);
    expect(messages(z.number().check(minValue(1)), 0)).toEqual(['Must be at least 1.']);
    expect(messages(z.number().check(maxValue(10)), 11)).toEqual(['Must be 10 or less.']);
    expect(messages(z.string().check(pattern(/^\d+$/)), 'x')).toEqual([
      'Value is not in the expected format.',
    ]);
    expect(z.coerce.number().check(minValue(1), maxValue(10)).parse('10')).toBe(10);
  });
});

describe('composition', () => {
  it('validates optional fields only when filled', () => {
    const guest = z.object({ guest: whenFilled(personName()) });
    expect(guest.safeParse({}).success).toBe(true);
    expect(guest.safeParse({ guest: '  ' }).success).toBe(true);
    expect(guest.safeParse({ guest: 'B0b' }).error?.issues).toMatchObject([
      { path: ['guest'], message: 'Name is not valid.' },
    ]);
  });

  it('builds text fields, upper-casing when asked', () => {
    const postal = textField({ uppercase: true, checks: [pattern(/^[A-Z]\d$/)] });
    expect(postal.parse(' a1 ')).toBe('A1');
    expect(messages(postal, '')).toEqual(['This field is required']);
    expect(textField({ required: false, checks: [maxLength(2)] }).safeParse('abc').success).toBe(false);
  });

  it('puts a same-as error on the second field, even when another field fails', () => {
    const form = sameAs(z.object({ email: email(), password: required(), confirm: required() }), {
      field: 'confirm',
      matches: 'password',
    });
    expect(form.safeParse({ email: 'a@b.co', password: 'x', confirm: 'x' }).success).toBe(true);
    expect(form.safeParse({ email: 'bad', password: 'x', confirm: 'y' }).error?.issues).toMatchObject([
      { path: ['email'], message: 'Email is not valid' },
      { path: ['confirm'], message: 'Fields do not match.' },
    ]);
  });
});

describe('blank required fields and object checks', () => {
  it('still reports a same-as mismatch when another field is blank', () => {
    const form = sameAs(z.object({ email: email(), password: required(), confirm: required() }), {
      field: 'confirm',
      matches: 'password',
    });
    expect(form.safeParse({ email: ' ', password: 'x', confirm: 'y' }).error?.issues).toMatchObject([
      { path: ['email'], message: 'This field is required' },
      { path: ['confirm'], message: 'Fields do not match.' },
    ]);
  });
});
