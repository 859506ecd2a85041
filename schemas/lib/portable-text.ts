import { defineArrayMember, defineField } from 'sanity';

/**
 * The Portable Text the site renders for long texts (legal pages, rich paragraphs):
 * paragraphs, h3 headings, bullet lists, bold/italic and links. Used by every language
 * of `localeBlockContent`, so editors get the same toolbar in each.
 */
export const portableTextBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h3' },
  ],
  lists: [{ title: 'Bullet list', value: 'bullet' }],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
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
            description: 'A site path ("/about", "/#contact"), a full https:// address, mailto: or tel:.',
            validation: (rule) =>
              rule.required().uri({ allowRelative: true, scheme: ['https', 'http', 'mailto', 'tel'] }),
          }),
        ],
      }),
    ],
  },
});
