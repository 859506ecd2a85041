import { defineField, defineType } from 'sanity';
import { studioDescription } from '../../studio/i18n/description';

export const SOCIAL_NETWORKS = [
  { title: 'Instagram', value: 'instagram' },
  { title: 'Facebook', value: 'facebook' },
  { title: 'TikTok', value: 'tiktok' },
  { title: 'YouTube', value: 'youtube' },
] as const;

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social network link',
  type: 'object',
  fields: [
    defineField({
      name: 'network',
      title: 'Network',
      type: 'string',
      options: { list: [...SOCIAL_NETWORKS], layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      description: studioDescription('description.socialLink.url'),
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: {
    select: { title: 'network', subtitle: 'url' },
  },
});
