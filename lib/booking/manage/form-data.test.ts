import { describe, expect, it } from 'vitest';
import { APPOINTMENT_TEXT_MAX_LENGTH } from '@/lib/constants';
import { isTooLong, MANAGE_FIELD_NAMES, readManageForm, visitorText } from './form-data';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readManageForm', () => {
  it('reads the link, the language and the typed text', () => {
    const data = form({ token: 'abc', language: 'uk', message: 'Friday?', reason: 'ignored' });
    expect(readManageForm(data, MANAGE_FIELD_NAMES.message)).toEqual({ token: 'abc', lang: 'uk', text: 'Friday?' });
  });

  it('falls back to English and empty values for a forged or partial post', () => {
    expect(readManageForm(form({ language: 'fr' }), MANAGE_FIELD_NAMES.reason)).toEqual({
      token: '',
      lang: 'en',
      text: '',
    });
    const data = new FormData();
    data.set('token', new Blob(['x']));
    expect(readManageForm(data, MANAGE_FIELD_NAMES.reason).token).toBe('');
  });
});

describe('visitorText', () => {
  it('keeps line breaks as LF, tabs as spaces, and drops other control characters', () => {
    expect(visitorText('  Friday\r\nor\rSaturday\tmorning\u0000\u0007\u009f  ')).toBe('Friday\nor\nSaturday morning');
  });

  it('is null when nothing is left', () => {
    expect(visitorText('')).toBeNull();
    expect(visitorText(' \r\n\t ')).toBeNull();
  });

  it('counts code points, as the database does', () => {
    expect(isTooLong('a'.repeat(APPOINTMENT_TEXT_MAX_LENGTH))).toBe(false);
    expect(isTooLong('😀'.repeat(APPOINTMENT_TEXT_MAX_LENGTH))).toBe(false);
    expect(isTooLong('a'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1))).toBe(true);
  });
});
