import { orderRankField } from '@sanity/orderable-document-list';
import { defineField } from 'sanity';
import { ORDER_RANK_FIELD } from './order-rank';
import { uniqueAmongType } from './unique-field';

/**
 * The drag-and-drop list's hidden rank field, refusing a rank another document of the type holds:
 * two documents created at once could otherwise share a place in the list.
 */
export const orderRank = (type: string) =>
  defineField({
    ...orderRankField({ type }),
    name: ORDER_RANK_FIELD,
    validation: (rule) => rule.custom(uniqueAmongType(ORDER_RANK_FIELD, 'validation.uniquePlace')),
  });
