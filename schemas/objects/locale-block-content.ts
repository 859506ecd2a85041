import { defineType } from 'sanity';

import { localeFields } from '../lib/locale-fields';
import { portableTextBlock } from '../lib/portable-text';

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Translated rich text',
  type: 'object',
  fields: localeFields({ type: 'array', of: [portableTextBlock] }),
});
