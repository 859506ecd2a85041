import { describe, expect, it } from 'vitest';
import { formData as form } from '@/tests/support/form-data';
import { APPOINTMENT_TEXT_MAX_LENGTH } from '@/lib/constants';
import { isTooLong, MANAGE_FIELD_NAMES, readManageForm } from './form-data';

describe('readManageForm', () => {
  it('reads the link, the language and the typed text', () => {
    const data = form({ token: 'abc', language: 'uk', message: 'Friday?', reason: 'ignored' });
    expect(readManageForm(data, MANAGE_FIELD_NAMES.message)).toEqual({ token: 'abc', lang: 'uk', text: 'Friday?' });
  });

  it('reads an empty text when the field is missing', () => {
    expect(readManageForm(form({ token: 'abc' }), MANAGE_FIELD_NAMES.reason)).toEqual({
      token: 'abc',
      lang: 'en',
      text: '',
    });
  });
});

describe('isTooLong', () => {
  it('counts code points, as the database does', () => {
    expect(isTooLong('a'.repeat(APPOINTMENT_TEXT_MAX_LENGTH))).toBe(false);
    expect(isTooLong('😀'.repeat(APPOINTMENT_TEXT_MAX_LENGTH))).toBe(false);
    expect(isTooLong('a'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1))).toBe(true);
  });
});
