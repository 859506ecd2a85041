import { useCallback, useEffect, useRef, useState } from 'react';

import type { AppointmentInput, RequestDetailAnswer, RequestStatusValue } from '../../lib/booking/studio/index';
import { errorMessage } from './format';
import { RequestsApiError, type RequestsApi } from './requests-api';
import { useVisiblePolling } from './use-visible-polling';

export type NoteState = 'idle' | 'saving' | 'saved' | { error: string };

/** How long "saved" stays under the note before the hint returns. */
const NOTE_SAVED_SHOWN_MS = 3000;

/**
 * One request as the detail shows it, reread every few seconds while visible, and the owner's
 * changes: its status (one click), the note (saved when the field loses focus), and its appointment
 * (confirmed, rescheduled or cancelled from the appointment panel).
 */
export function useRequestDetail(api: RequestsApi, id: string, onChanged: () => void) {
  const [detail, setDetail] = useState<RequestDetailAnswer | undefined>();
  const [error, setError] = useState<{ status?: number; message: string } | undefined>();
  const [statusError, setStatusError] = useState<string | undefined>();
  const [changingTo, setChangingTo] = useState<RequestStatusValue | undefined>();
  const [note, setNote] = useState('');
  const [noteState, setNoteState] = useState<NoteState>('idle');
  const editingNote = useRef(false);

  const show = useCallback((next: RequestDetailAnswer) => {
    setDetail(next);
    setError(undefined);
    // A reread never overwrites what the owner is typing.
    if (!editingNote.current) setNote(next.request.ownerNote ?? '');
  }, []);

  // A reread that started before a change answers after it: only the latest answer is shown.
  const reads = useRef(0);
  const read = useCallback(async () => {
    const current = ++reads.current;
    try {
      const next = await api.get(id);
      if (current === reads.current) show(next);
    } catch (cause) {
      if (current !== reads.current) return;
      const status = cause instanceof RequestsApiError ? cause.status : undefined;
      // Erased meanwhile (or never there): nothing of it stays on screen.
      if (status === 404) setDetail(undefined);
      setError({ status, message: errorMessage(cause) });
    }
  }, [api, id, show]);
  useVisiblePolling(read, id);

  useEffect(() => {
    if (noteState !== 'saved') return;
    const timer = setTimeout(() => setNoteState('idle'), NOTE_SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [noteState]);

  /** A change's answer is the request as it now is: shown at once, and no older reread may replace it. */
  const showChanged = (next: RequestDetailAnswer) => {
    reads.current += 1;
    show(next);
  };

  const changeStatus = async (status: RequestStatusValue) => {
    setChangingTo(status);
    setStatusError(undefined);
    try {
      showChanged(await api.setStatus(id, status));
      onChanged();
    } catch (cause) {
      setStatusError(errorMessage(cause));
    } finally {
      setChangingTo(undefined);
    }
  };

  const saveNote = async () => {
    editingNote.current = false;
    if (note.trim() === (detail?.request.ownerNote ?? '')) return;
    setNoteState('saving');
    try {
      showChanged(await api.setNote(id, note));
      setNoteState('saved');
    } catch (cause) {
      setNoteState({ error: errorMessage(cause) });
    }
  };

  /** An appointment change (it moves the status too); the API's refusal is returned for the form to show. */
  const changeAppointment = async (call: () => Promise<RequestDetailAnswer>): Promise<string | undefined> => {
    try {
      showChanged(await call());
      onChanged();
      return undefined;
    } catch (cause) {
      return errorMessage(cause);
    }
  };

  return {
    detail,
    error,
    statusError,
    changingTo,
    changeStatus,
    note,
    noteState,
    startEditingNote: () => {
      editingNote.current = true;
    },
    editNote: (value: string) => {
      editingNote.current = true;
      setNote(value);
    },
    saveNote,
    saveAppointment: (input: AppointmentInput) => changeAppointment(() => api.setAppointment(id, input)),
    cancelAppointment: (reason: string | null) => changeAppointment(() => api.cancelAppointment(id, reason)),
  };
}
