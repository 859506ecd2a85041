import { defineField, defineType } from 'sanity';

import {
  REVIEW_LINK_VALID_DAYS,
  REVIEW_LINK_VALID_DAYS_DEFAULT,
  REVIEW_REQUEST_DELAY_HOURS,
  REVIEW_REQUEST_DELAY_HOURS_DEFAULT,
} from '../../lib/constants';
import { studioDescription } from '../../studio/i18n/description';

/**
 * How the review request goes to every customer whose job the owner marks done in the Requests
 * tool (issue 57): the same for everyone whatever the job, as Google's policy asks (no rating
 * screens who is pointed to Google). The site's server reads them at each "done"; the database keeps
 * them with the request it queues, so a change here applies to jobs marked done after it.
 */
export const reviewRequestSettings = defineType({
  name: 'reviewRequestSettings',
  title: 'Review requests',
  type: 'object',
  fields: [
    defineField({
      name: 'delayHours',
      title: 'Send after (hours)',
      type: 'number',
      description: studioDescription('description.reviewRequestSettings.delayHours'),
      initialValue: REVIEW_REQUEST_DELAY_HOURS_DEFAULT,
      validation: (rule) =>
        rule.required().integer().min(REVIEW_REQUEST_DELAY_HOURS.min).max(REVIEW_REQUEST_DELAY_HOURS.max),
    }),
    defineField({
      name: 'linkValidDays',
      title: 'Review link works for (days)',
      type: 'number',
      description: studioDescription('description.reviewRequestSettings.linkValidDays'),
      initialValue: REVIEW_LINK_VALID_DAYS_DEFAULT,
      validation: (rule) => rule.required().integer().min(REVIEW_LINK_VALID_DAYS.min).max(REVIEW_LINK_VALID_DAYS.max),
    }),
    defineField({
      name: 'googleReviewUrl',
      title: 'Google review link',
      type: 'url',
      description: studioDescription('description.reviewRequestSettings.googleReviewUrl'),
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
  ],
});
