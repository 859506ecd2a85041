import { localeObjectType } from '../lib/locale-fields';

export const localeString = localeObjectType('localeString', 'Translated text (short)', { type: 'string' });
