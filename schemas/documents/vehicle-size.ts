import { orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';

import { VEHICLE_SIZE_EXAMPLES_MAX_CHARS, VEHICLE_SIZE_TITLE_MAX_CHARS } from '../../lib/constants';
import { studioDescription } from '../../studio/i18n/description';
import { localized } from '../lib/locale-validation';
import { orderRank } from '../lib/order-rank-field';

/**
 * A vehicle size class (city car, saloon, SUV, van) that services are priced by: each service has
 * a price, or "on request", for every published class (its `prices`). The published `_id` is the
 * class's key wherever a price list or a booking request names it, so it never changes.
 */
export const vehicleSize = defineType({
  name: 'vehicleSize',
  title: 'Vehicle size',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'localeString',
      description: studioDescription('description.vehicleSize.title'),
      validation: localized({ required: true, max: VEHICLE_SIZE_TITLE_MAX_CHARS }),
    }),
    defineField({
      name: 'examples',
      title: 'Examples',
      type: 'localeString',
      description: studioDescription('description.vehicleSize.examples'),
      validation: localized({ max: VEHICLE_SIZE_EXAMPLES_MAX_CHARS }),
    }),
    // Position among the size classes (the price tables', the booking form's): set by dragging in
    // the Studio's Vehicle sizes list.
    orderRank('vehicleSize'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title.en', subtitle: 'examples.en' },
  },
});
