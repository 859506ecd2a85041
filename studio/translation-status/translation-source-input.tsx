import { useCallback } from 'react';
import { type FormPatch, type ObjectInputProps, TransformPatches, useFormValue } from 'sanity';

import { ORIGINAL_LANGUAGE_FIELD, sourceLocaleOf } from '../../schemas/lib/translation-source';
import { type LocaleObjectValue, translationSourcePatches } from './translation-source-patches';

/**
 * The input of every locale object type: the usual object input (which the language filter has
 * already narrowed to the chosen languages) whose language fields' edits also carry
 * `translatedFrom` updates. The fields send their patches through the form's callbacks, not this
 * input's `onChange`, so Sanity's `TransformPatches` is where they pass.
 */
export function TranslationSourceInput(props: ObjectInputProps<LocaleObjectValue>) {
  const { value } = props;
  // The document's original language (a review's), else English: what its translations are made from.
  const source = sourceLocaleOf({ [ORIGINAL_LANGUAGE_FIELD]: useFormValue([ORIGINAL_LANGUAGE_FIELD]) });
  const withSources = useCallback(
    (patches: FormPatch[]) => [...patches, ...translationSourcePatches(patches, value, source)],
    [value, source],
  );
  return <TransformPatches transform={withSources}>{props.renderDefault(props)}</TransformPatches>;
}
