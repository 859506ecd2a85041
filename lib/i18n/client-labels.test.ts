import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { CLIENT_LABEL_IDS } from './client-labels';
import { getMessages } from './messages';

// Some of these strings show only in a state a browser test has to force (the gallery's failure
// text when an image cannot load), so the browser checks them in English alone: here every
// language has each one, written out and not left in English.
describe('the islands’ labels are translated', () => {
  const english = getMessages('en');
  const ids = Object.values(CLIENT_LABEL_IDS).flat();
  for (const lang of LOCALES.filter((candidate) => candidate !== 'en')) {
    it(lang, () => {
      const messages = getMessages(lang);
      for (const id of ids) {
        expect(messages[id]?.trim(), `${lang} ${id}`).toBeTruthy();
        expect(messages[id], `${lang} ${id}`).not.toBe(english[id]);
      }
    });
  }
  it('en', () => {
    for (const id of ids) expect(english[id]?.trim(), id).toBeTruthy();
  });
});
