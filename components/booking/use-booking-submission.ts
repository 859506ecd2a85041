'use client';

import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { Locale } from '@/lib/constants';
import {
  bookingActionState,
  chooseService,
  estimate,
  lastBookableDay,
  loadBookingSubmission,
  readBookingSubmission,
  todayInLisbon,
  type BookingActionState,
  type PriceList,
} from '@/lib/booking';
import { submitBookingAction } from '@/lib/booking/submit/actions';
import type { ClientLabels } from '@/lib/i18n/client-labels';
import { localizedHref } from '@/lib/i18n/locale';
import { outcomeMessage, type OutcomeMessage } from './booking-outcome';
import type { BookingToast } from './booking-toasts';
import { createProofOfWork, type ProofOfWork } from './proof-of-work';

export const loadToasts = () => import('./booking-toasts');

/** The form's id: a plain post returns to it, so the outcome shown in it is in view. */
export const BOOKING_FORM_ID = 'booking-form';

const subscribeToNothing = () => () => {};

/**
 * One submission path for the booking form, by way of React's form actions (so `useFormStatus`
 * tells the button it is pending and the form resets after each submission, restoring the values
 * a failed one sent back). Until the page has hydrated the action is the server action, so a post
 * before or without JavaScript works; after, it is the browser flow, which sends from the
 * visitor's own address with a proof of work solved while they typed. Both read the same fields
 * and end in the same state (`bookingActionState`); the browser's also compares the estimate the
 * database stored with the one the form showed (from `priceList`, as the page was loaded).
 */
export function useBookingSubmission(lang: Locale, labels: ClientLabels<'bookingForm'>, priceList: PriceList) {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [toasts, setToasts] = useState<BookingToast[]>([]);
  // The page is static: "today" is only known in the browser. It is read when the visitor reaches
  // the form, not while the page hydrates (a time-zone formatter costs a phone tens of
  // milliseconds), and re-read on each focus, so it stays right past midnight.
  const [dateRange, setDateRange] = useState<{ min: string; max: string }>();
  // The widget lives outside the form, so its hidden input is never part of a post.
  const proofHost = useRef<HTMLSpanElement>(null);
  const proofRef = useRef<ProofOfWork | null>(null);
  const proofOfWork = () => (proofRef.current ??= createProofOfWork(proofHost.current!, lang));
  // When this fill began (abuse defence): when the form hydrated, then after each sent request.
  // Not at the first focus: a person whose browser autofills every field is quick from there.
  const fillStartedAt = useRef<number | null>(null);
  useEffect(() => {
    fillStartedAt.current = Date.now();
  }, []);

  /** The visitor reached the form (any focus in it comes before a submit). */
  const reachForm = () => {
    const today = todayInLisbon();
    setDateRange({ min: today, max: lastBookableDay(today) });
    proofOfWork().start();
  };

  const showToast = (kind: OutcomeMessage) =>
    setToasts((current) => [
      ...current,
      {
        id: Date.now(),
        title: labels[`booking.${kind}Title`],
        description: labels[`booking.${kind}Description`],
        destructive: kind === 'error',
      },
    ]);
  const dismissToast = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));

  async function submitInBrowser(_previous: BookingActionState, data: FormData): Promise<BookingActionState> {
    const { values, honeypot, idempotencyKey } = readBookingSubmission(data);
    // Usually solved while the visitor typed. Without one the request is still saved; the
    // function then refuses to mail, and the visitor sees the "saved" outcome.
    const proof = await proofOfWork()
      .payload()
      .catch((error: unknown) => {
        console.error('Booking proof of work failed:', error);
        return '';
      });
    // supabase-js and the toasts load on first submit, not with the page: most visitors never book.
    void loadToasts();
    const { submitBookingRequest } = await loadBookingSubmission();
    const outcome = await submitBookingRequest(
      {
        ...values,
        honeypot,
        idempotencyKey,
        // Before the effect ran there is no fill yet: such a submission counts as too fast.
        startedAt: fillStartedAt.current ?? Date.now(),
        proofOfWork: proof,
      },
      lang,
    );
    if (outcome.status !== 'error') {
      // Sent: a retry of this fill may reuse its proof and start time, a new fill needs its own.
      proofOfWork().spent();
      fillStartedAt.current = Date.now();
      chooseService('');
    }
    // At once, not with the action's transition: the toast's 5 s start when it appears, as before.
    flushSync(() => showToast(outcomeMessage(outcome.status)));
    // What the estimate line showed: the posted choice (a disabled extra is not posted, nor counted).
    const shown = estimate(priceList, { service: values.service, size: values.vehicleSize, extras: values.extras });
    return bookingActionState(outcome, values, idempotencyKey, 'toast', shown);
  }

  const [state, formAction] = useActionState(
    hydrated ? submitInBrowser : submitBookingAction,
    null,
    localizedHref(`/#${BOOKING_FORM_ID}`, lang),
  );

  return { state, formAction, reachForm, hydrated, dateRange, proofHost, toasts, dismissToast };
}
