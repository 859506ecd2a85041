import { defineType } from 'sanity';

import { localeFields } from '../lib/locale-fields';

export const localeString = defineType({
  name: 'localeString',
  title: 'Translated text (short)',
  type: 'object',
  fields: localeFields({ type: 'string' }),
});
