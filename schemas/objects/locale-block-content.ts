import { localeObjectType } from '../lib/locale-fields';
import { portableTextBlock } from '../lib/portable-text';

export const localeBlockContent = localeObjectType('localeBlockContent', 'Translated rich text', {
  type: 'array',
  of: [portableTextBlock],
});
