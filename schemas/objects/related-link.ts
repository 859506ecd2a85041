import { defineField, defineType } from 'sanity';

import { BUTTON_LABEL_MAX_CHARS } from '../../lib/constants';
import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';
import { studioMessages } from '../../studio/i18n/messages';

/** Site paths only: "/about", "/#gallery", "/services/interior-detail". */
const INTERNAL_PATH = /^\/(?!\/)[^\s]*$/;

export const relatedLink = defineType({
  name: 'relatedLink',
  title: 'Related link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      validation: localized({ required: true, max: BUTTON_LABEL_MAX_CHARS }),
    }),
    defineField({
      name: 'href',
      title: 'Path',
      type: 'string',
      description: studioDescription('description.relatedLink.href'),
      validation: (rule) => [
        rule.required(),
        rule.regex(INTERNAL_PATH).error(studioMessages('validation.format.site-path')),
      ],
    }),
  ],
  preview: {
    select: { title: 'label.en', subtitle: 'href' },
  },
});
