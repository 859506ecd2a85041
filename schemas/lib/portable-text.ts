import { defineArrayMember, defineField } from 'sanity';
import { STUDIO_NAMESPACE } from '../../studio/i18n/messages';
import { studioDescription } from '../../studio/i18n/description';

/**
 * The Portable Text the site renders for long texts (legal pages, rich paragraphs):
 * paragraphs, h3 headings, bullet lists, bold/italic and links. Used by every language
 * of `localeBlockContent`, so editors get the same toolbar in each.
 */
export const portableTextBlock = defineArrayMember({
  type: 'block',
  // Toolbar names in the Studio's language: `i18nTitleKey` is read with the Studio's `t`, which
  // takes a `namespace:` prefix.
  styles: [
    { title: 'Paragraph', value: 'normal', i18nTitleKey: `${STUDIO_NAMESPACE}:portable-text.style.normal` },
    { title: 'Heading', value: 'h3', i18nTitleKey: `${STUDIO_NAMESPACE}:portable-text.style.h3` },
  ],
  lists: [{ title: 'Bullet list', value: 'bullet', i18nTitleKey: `${STUDIO_NAMESPACE}:portable-text.list.bullet` }],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong', i18nTitleKey: `${STUDIO_NAMESPACE}:portable-text.decorator.strong` },
      { title: 'Italic', value: 'em', i18nTitleKey: `${STUDIO_NAMESPACE}:portable-text.decorator.em` },
    ],
    annotations: [
      defineField({
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [
          defineField({
            name: 'href',
            title: 'Address',
            type: 'url',
            description: studioDescription('description.link.href'),
            validation: (rule) =>
              rule.required().uri({ allowRelative: true, scheme: ['https', 'http', 'mailto', 'tel'] }),
          }),
        ],
      }),
    ],
  },
});
