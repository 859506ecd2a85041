import { defineType } from 'sanity';

import { localeFields } from '../lib/locale-fields';

export const localeText = defineType({
  name: 'localeText',
  title: 'Translated text (paragraph)',
  type: 'object',
  fields: localeFields({ type: 'text', rows: 3 }),
});
