'use client';

import {
  lazy,
  Suspense,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  BOOKING_HONEYPOT_FIELD,
  MESSAGE_BOX_ROWS,
  SERVICE_VALUES,
  type Locale,
  type ServiceValue,
} from '@/lib/constants';
import { submitBookingAction } from '@/lib/booking/actions';
import {
  BOOKING_FIELD_NAMES,
  BOOKING_IDEMPOTENCY_KEY_FIELD,
  BOOKING_LANGUAGE_FIELD,
  readBookingFields,
} from '@/lib/booking/form-data';
import { newIdempotencyKey } from '@/lib/booking/idempotency-key';
import { BOOKING_SERVICE_PARAM, onServicePreselect } from '@/lib/booking/preselect';
import { todayInLisbon } from '@/lib/booking/dates';
import type { ClientLabels } from '@/lib/i18n/client-labels';
import { localizedHref } from '@/lib/i18n/locale';
import { buttonClasses } from '@/components/ui/button-styles';
import { BookingOutcomeMessage, outcomeMessage, type OutcomeMessage } from './booking-outcome';
import type { BookingToast } from './booking-toasts';
import { createProofOfWork, type ProofOfWork } from './proof-of-work';

const loadToasts = () => import('./booking-toasts');
const BookingToasts = lazy(loadToasts);

type Props = {
  lang: Locale;
  services: { value: string | null; title: string | null }[];
  labels: ClientLabels<'bookingForm'>;
  /** The one-line notice under the button, with its link to the privacy policy (server-rendered). */
  privacyNotice: ReactNode;
};

const isServiceValue = (value: string | null): value is ServiceValue =>
  (SERVICE_VALUES as readonly (string | null)[]).includes(value);

const subscribeToNothing = () => () => {};
function readServiceFromUrl(): string {
  const value = new URLSearchParams(window.location.search).get(BOOKING_SERVICE_PARAM);
  return isServiceValue(value) ? value : '';
}

const fieldClasses =
  'mt-2 block w-full rounded-xl border border-ink/15 bg-paper px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate/80 hover:border-ink/30 focus:border-gold-deep focus:outline-none focus-visible:outline-3 focus-visible:outline-gold';
const labelClasses = 'block text-sm font-semibold text-ink';
/** A visible field: its label (marked when required) above its control. */
function Field({
  id,
  label,
  requiredLabel,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  /** Set for a required field: read after the label's asterisk. */
  requiredLabel?: string;
  /** Spans both columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'md:col-span-2' : undefined}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {requiredLabel ? (
          <span className="text-gold-deep">
            {' '}
            *<span className="sr-only">({requiredLabel})</span>
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}

/** The form's id: a plain post returns to it, so the outcome shown in it is in view. */
export const BOOKING_FORM_ID = 'booking-form';

/**
 * The booking request form (spec §3–§8): save first, then ask the edge function to notify; the
 * three outcomes become the spec's toasts, the form is cleared unless saving failed.
 * Without JavaScript the browser posts the form to the server action instead (same calls, same
 * outcomes), and the page comes back with the outcome inside the form and, after an error, the
 * typed values still in it.
 */
export function BookingForm({ lang, services, labels, privacyNotice }: Props) {
  const ids = useId();
  // Only a plain post (before or without JavaScript) reaches the action: onSubmit prevents it.
  const [posted, postAction] = useActionState(submitBookingAction, null, localizedHref(`/#${BOOKING_FORM_ID}`, lang));
  // Once the browser flow takes over, a plain post's outcome and kept values are history.
  const [submittedInBrowser, setSubmittedInBrowser] = useState(false);
  const shownPost = submittedInBrowser ? null : posted;
  const kept = shownPost?.status === 'error' ? shownPost.values : null;
  const [submitting, setSubmitting] = useState(false);
  // null until the visitor (or a service card) picks one; until then the address may preselect.
  const [service, setService] = useState<string | null>(null);
  const serviceFromUrl = useSyncExternalStore(subscribeToNothing, readServiceFromUrl, () => '');
  // The page is static: "today" is only known in the browser. It is read when the visitor reaches
  // the form (any focus in it, which comes before a submit), not while the page hydrates: building
  // a time-zone formatter costs a phone tens of milliseconds. Re-read on each focus, it also
  // stays right past midnight.
  const [minDate, setMinDate] = useState<string>();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [toasts, setToasts] = useState<BookingToast[]>([]);
  // The widget lives outside the form, so its hidden input is never part of a post.
  const proofHost = useRef<HTMLSpanElement>(null);
  const proofRef = useRef<ProofOfWork | null>(null);
  const proofOfWork = () => (proofRef.current ??= createProofOfWork(proofHost.current!, lang));
  // The visitor reached the form (any focus in it comes before a submit).
  const reachForm = () => {
    setMinDate(todayInLisbon());
    proofOfWork().start();
  };
  // One key and start time per fill (abuse defence): a retry of the same fill keeps its key.
  const fill = useRef<{ idempotencyKey: string; startedAt: number } | null>(null);
  const startFill = () => {
    fill.current = { idempotencyKey: newIdempotencyKey(), startedAt: Date.now() };
  };

  useEffect(() => {
    startFill();
    return onServicePreselect(setService);
  }, []);

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = {
      ...readBookingFields(new FormData(form)),
      // Before the effect ran there is no fill yet: such a submission counts as too fast.
      idempotencyKey: fill.current?.idempotencyKey ?? newIdempotencyKey(),
      startedAt: fill.current?.startedAt ?? Date.now(),
    };
    setSubmittedInBrowser(true);
    setSubmitting(true);
    try {
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
      const { submitBookingRequest } = await import('@/lib/booking/submit-booking-request');
      const outcome = await submitBookingRequest({ ...values, proofOfWork: proof }, lang);
      // Sent: a retry of this fill may reuse it, a new fill needs a new challenge.
      if (outcome.status !== 'error') proofOfWork().spent();
      if (outcome.status === 'error') {
        console.error('Error submitting booking request:', outcome.error);
        showToast('error');
        return;
      }
      form.reset();
      setService('');
      startFill();
      showToast(outcomeMessage(outcome.status));
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: string) => `${ids}-${name}`;
  /** The id, name and look every visible control shares. */
  const control = (key: keyof typeof BOOKING_FIELD_NAMES) => ({
    id: field(BOOKING_FIELD_NAMES[key]),
    name: BOOKING_FIELD_NAMES[key],
    className: fieldClasses,
  });

  const shownKind = shownPost ? outcomeMessage(shownPost.status) : null;

  return (
    <>
      <form
        id={BOOKING_FORM_ID}
        action={postAction}
        onSubmit={onSubmit}
        onFocus={reachForm}
        data-hydrated={hydrated || undefined}
        aria-labelledby={field('title')}
        className="rounded-card bg-paper p-6 shadow-card md:p-8"
      >
        <h3 id={field('title')} className="text-xl font-bold text-ink">
          {labels['booking.formTitle']}
        </h3>
        {shownKind ? (
          <BookingOutcomeMessage
            kind={shownKind}
            title={labels[`booking.${shownKind}Title`]}
            description={labels[`booking.${shownKind}Description`]}
          />
        ) : null}
        <input type="hidden" name={BOOKING_LANGUAGE_FIELD} value={lang} />
        <input type="hidden" name={BOOKING_IDEMPOTENCY_KEY_FIELD} value={shownPost?.idempotencyKey ?? ''} />
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <Field id={control('name').id} label={labels['booking.name']} requiredLabel={labels['booking.required']}>
            <input {...control('name')} required autoComplete="name" defaultValue={kept?.name} />
          </Field>
          <Field id={control('email').id} label={labels['booking.email']} requiredLabel={labels['booking.required']}>
            <input {...control('email')} type="email" required autoComplete="email" defaultValue={kept?.email} />
          </Field>
          <Field id={control('phone').id} label={labels['booking.phone']}>
            <input {...control('phone')} type="tel" autoComplete="tel" defaultValue={kept?.phone} />
          </Field>
          <Field id={control('service').id} label={labels['booking.service']}>
            <select
              {...control('service')}
              value={service ?? kept?.service ?? serviceFromUrl}
              onChange={(event) => setService(event.target.value)}
            >
              <option value="">{labels['booking.selectService']}</option>
              {services
                .filter((s) => isServiceValue(s.value))
                .map((s) => (
                  <option key={s.value} value={s.value ?? ''}>
                    {s.title}
                  </option>
                ))}
            </select>
          </Field>
          <Field id={control('vehicle').id} label={labels['booking.vehicle']}>
            <input
              {...control('vehicle')}
              defaultValue={kept?.vehicle}
              placeholder={labels['booking.vehiclePlaceholder']}
            />
          </Field>
          <Field id={control('preferredDate').id} label={labels['booking.preferredDate']}>
            <input {...control('preferredDate')} type="date" min={minDate} defaultValue={kept?.preferredDate} />
          </Field>
          <Field id={control('message').id} label={labels['booking.message']} wide>
            <textarea
              {...control('message')}
              defaultValue={kept?.message}
              rows={MESSAGE_BOX_ROWS}
              placeholder={labels['booking.messagePlaceholder']}
            />
          </Field>
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots that fill every field fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={field(BOOKING_HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={field(BOOKING_HONEYPOT_FIELD)}
            name={BOOKING_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button type="submit" disabled={submitting} className={buttonClasses('dark', 'mt-6 w-full md:w-auto')}>
          {labels[submitting ? 'booking.sending' : 'booking.submit']}
        </button>
        <p className="mt-4 text-sm text-slate">{privacyNotice}</p>
      </form>
      <span ref={proofHost} hidden />
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <BookingToasts
            toasts={toasts}
            onDismiss={(id) => setToasts((current) => current.filter((t) => t.id !== id))}
            label={labels['booking.notifications']}
            closeLabel={labels['booking.closeNotification']}
          />
        </Suspense>
      ) : null}
    </>
  );
}
