import { Stack, Text, TextArea } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { STUDIO_NAMESPACE } from '../i18n/messages';
import type { NoteState } from './use-request-detail';

/** The owner's private note, with a line that says whether it is saving, saved or failed. */
export function RequestNote({
  requestId,
  note,
  state,
  onFocus,
  onChange,
  onBlur,
}: {
  requestId: string;
  note: string;
  state: NoteState;
  onFocus: () => void;
  onChange: (note: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  return (
    <Stack as="section" gap={2}>
      <Text as="label" htmlFor={`request-note-${requestId}`} size={1} weight="medium">
        {t('requests.note')}
      </Text>
      <TextArea
        id={`request-note-${requestId}`}
        rows={3}
        value={note}
        onFocus={onFocus}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        data-testid="request-note"
      />
      <Text size={1} muted data-testid="request-note-state" aria-live="polite">
        {state === 'saving'
          ? t('requests.note.saving')
          : state === 'saved'
            ? t('requests.note.saved')
            : typeof state === 'object'
              ? t('requests.note.error', { message: state.error })
              : t('requests.note.hint')}
      </Text>
    </Stack>
  );
}
