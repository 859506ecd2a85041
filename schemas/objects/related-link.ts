import { defineField, defineType } from 'sanity';

import { BUTTON_LABEL_MAX_CHARS } from '../../lib/constants';
import { localized } from '../lib/locale-validation';

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
      description: 'A path on this site, e.g. "/about", "/#gallery" or "/services/interior-detail".',
      validation: (rule) => rule.required().regex(INTERNAL_PATH, { name: 'site path starting with "/"' }),
    }),
  ],
  preview: {
    select: { title: 'label.en', subtitle: 'href' },
  },
});
