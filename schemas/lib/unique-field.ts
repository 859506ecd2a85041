import { type CustomValidator, getPublishedId } from 'sanity';

import { studioMessages, type StudioMessageKey } from '../../studio/i18n/messages';

/** API version of the validation client; the same one Sanity's own slug uniqueness check uses. */
export const VALIDATION_API_VERSION = '2025-02-19';

/**
 * Custom rule: no other document of the same type has this value at `field`.
 * Drafts and release versions of the document being edited are not "other" documents
 * (`sanity::versionOf`), while drafts of other documents count, so two editors cannot
 * publish clashing values. `perspective: 'raw'` makes the query see drafts at all.
 */
export function uniqueAmongType(
  field: string,
  message: StudioMessageKey = 'validation.unique',
): CustomValidator<string | number | undefined> {
  return async (value, context) => {
    const { document } = context;
    if (value === undefined || value === null || !document) return true;
    const clash: string | null = await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .withConfig({ perspective: 'raw' })
      .fetch(
        `*[_type == $type && ${field} == $value && !sanity::versionOf($published)][0]._id`,
        { type: document._type, value, published: getPublishedId(document._id) },
        { signal: context.signal, tag: 'validation.unique-among-type' },
      );
    return clash ? studioMessages(message, { id: getPublishedId(clash), type: document._type }) : true;
  };
}
