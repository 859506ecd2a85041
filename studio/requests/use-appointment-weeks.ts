import { useCallback, useRef, useState } from 'react';

import type { AppointmentSlot } from '../../lib/booking/studio/index';
import { appointmentWeeks, WEEK_VIEW_DAYS, weekViewStart, type AppointmentWeek } from './appointment-weeks';
import { errorMessage } from './format';
import type { RequestsApi } from './requests-api';
import { useVisiblePolling } from './use-visible-polling';

/**
 * The appointments of this week and the next, by Lisbon day, reread every few seconds while
 * visible like the list, so a confirmation made elsewhere (or a visitor's cancellation) shows
 * without a reload. The weeks start from the Monday of the week of each read: on Monday the view
 * moves on by itself.
 */
export function useAppointmentWeeks(api: RequestsApi) {
  const [weeks, setWeeks] = useState<AppointmentWeek<AppointmentSlot>[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  // Only the latest read is shown.
  const reads = useRef(0);
  const read = useCallback(async () => {
    const current = ++reads.current;
    const first = weekViewStart(new Date());
    try {
      const answer = await api.appointments(first, WEEK_VIEW_DAYS);
      if (current !== reads.current) return;
      setWeeks(appointmentWeeks(answer.appointments, first));
      setError(undefined);
    } catch (cause) {
      if (current === reads.current) setError(errorMessage(cause));
    }
  }, [api]);
  useVisiblePolling(read, 'appointment-weeks');

  return { weeks, error };
}
