import { TranslateIcon } from '@sanity/icons/Translate';
import { definePlugin } from 'sanity';

import { TranslationStatusView } from './translation-status-view';

/** The "Translations" tool: per language, what is left to translate, each field one click away. */
export const translationStatus = definePlugin({
  name: 'translation-status',
  tools: [{ name: 'translations', title: 'Translations', icon: TranslateIcon, component: TranslationStatusView }],
});
