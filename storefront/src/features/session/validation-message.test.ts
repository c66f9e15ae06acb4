import { describe, expect, it } from 'vitest';
import { MESSAGES, maxLengthMessage } from '../../../../contracts/validators/messages';
import { account as en } from '../../i18n/catalogues/en/account';
import { account as fr } from '../../i18n/catalogues/fr/account';
import { createTestIntl } from '../../i18n/test-intl-provider';
import { matchValidationMessage, translateValidation } from './validation-message';

describe('validation messages', () => {
  it('recognises the contract messages, with their values', () => {
    expect(matchValidationMessage(MESSAGES.required)).toEqual({ key: 'required', values: {} });
    expect(matchValidationMessage(maxLengthMessage(100))).toEqual({
      key: 'maxLength',
      values: { max: '100' },
    });
    expect(matchValidationMessage('Something else')).toBeUndefined();
  });

  it('translates them through the catalogue, keeping the English texts of the contracts', () => {
    const english = createTestIntl('en-us', en);
    expect(translateValidation(english, maxLengthMessage(100))).toBe(maxLengthMessage(100));
    expect(translateValidation(english, MESSAGES.email)).toBe('Email is not valid');
    const french = createTestIntl('fr-ca', fr);
    expect(translateValidation(french, maxLengthMessage(100))).toBe('100 caractères au maximum.');
    expect(translateValidation(french, 'Not a contract message')).toBe('Not a contract message');
  });
});
