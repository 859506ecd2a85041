import { localeObjectType } from '../lib/locale-fields';

export const localeText = localeObjectType('localeText', 'Translated text (paragraph)', { type: 'text', rows: 3 });
