import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { BEFORE_AFTER_TEMPLATE_VALUES, CLIENT_LABEL_IDS, GALLERY_TEMPLATE_VALUES } from './client-labels';
import { getIntl, pickMessages } from './server';
import { fillTemplate, keepPlaceholders } from './templates';

describe('fillTemplate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillTemplate('Image {current} of {total} {other}', { current: 3, total: 13 })).toBe('Image 3 of 13 {other}');
  });

  it('does not fill placeholders that arrive inside a value', () => {
    expect(fillTemplate('Show image {index}: {alt}', { index: 1, alt: 'A {index} sign' })).toBe(
      'Show image 1: A {index} sign',
    );
  });

  it('keepPlaceholders gives each name its own placeholder', () => {
    expect(keepPlaceholders(['current', 'alt'])).toEqual({ current: '{current}', alt: '{alt}' });
  });
});

// If a translator turns one of these into a plural or select, the browser's plain fill-in would
// be wrong: this fails first.
describe('the gallery templates fill in as react-intl formats them', () => {
  const values = { current: 3, total: 13, index: 7, alt: 'Wet wheel {after} a wash' };
  for (const lang of LOCALES) {
    it(lang, () => {
      const templates = pickMessages(lang, CLIENT_LABEL_IDS.gallery, GALLERY_TEMPLATE_VALUES);
      const intl = getIntl(lang);
      for (const id of ['gallery.slide', 'gallery.status', 'gallery.thumbnail'] as const) {
        expect(fillTemplate(templates[id], values)).toBe(intl.formatMessage({ id }, values));
      }
    });
  }
});

describe('the before and after template fills in as react-intl formats it', () => {
  const values = { before: 30, after: 70 };
  for (const lang of LOCALES) {
    it(lang, () => {
      const templates = pickMessages(lang, CLIENT_LABEL_IDS.beforeAfter, BEFORE_AFTER_TEMPLATE_VALUES);
      expect(fillTemplate(templates['beforeAfter.position'], values)).toBe(
        getIntl(lang).formatMessage({ id: 'beforeAfter.position' }, values),
      );
      expect(fillTemplate(templates['beforeAfter.position'], values)).toMatch(/30.*70/);
    });
  }
});
