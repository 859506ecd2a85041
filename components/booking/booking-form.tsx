'use client';

import { useActionState, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOKING_HONEYPOT_FIELD, MESSAGE_BOX_ROWS, SERVICE_VALUES, type Locale, type ServiceValue } from '@/lib/constants';
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
import { localizedHref } from '@/lib/i18n/locale';
import { buttonClasses } from '@/components/ui/button-styles';
import { BookingOutcomeMessage, outcomeMessage, type OutcomeMessage } from './booking-outcome';
import { BookingToasts, type BookingToast } from './booking-toasts';

type Props = {
  lang: Locale;
  services: { value: string | null; title: string | null }[];
  privacyHref: string;
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
/** The form's id: a plain post returns to it, so the outcome shown in it is in view. */
export const BOOKING_FORM_ID = 'booking-form';

/**
 * The booking request form (spec §3–§8): save first, then ask the edge function to notify; the
 * three outcomes become the spec's toasts, the form is cleared unless saving failed.
 * Without JavaScript the browser posts the form to the server action instead (same calls, same
 * outcomes), and the page comes back with the outcome inside the form and, after an error, the
 * typed values still in it.
 */
export function BookingForm({ lang, services, privacyHref }: Props) {
  const intl = useIntl();
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
  // The page is static: "today" is only known in the browser (and never before hydration).
  const minDate = useSyncExternalStore(subscribeToNothing, todayInLisbon, () => undefined);
  const [toasts, setToasts] = useState<BookingToast[]>([]);
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
        title: intl.formatMessage({ id: `booking.${kind}Title` }),
        description: intl.formatMessage({ id: `booking.${kind}Description` }),
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
      // supabase-js is loaded on first submit, not with the page: most visitors never book.
      const { submitBookingRequest } = await import('@/lib/booking/submit-booking-request');
      const outcome = await submitBookingRequest(values, lang);
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
  const requiredMark = (
    <span className="text-gold-deep">
      {' '}
      *<span className="sr-only">({intl.formatMessage({ id: 'booking.required' })})</span>
    </span>
  );

  return (
    <BookingToasts toasts={toasts} onDismiss={(id) => setToasts((current) => current.filter((t) => t.id !== id))}>
      <form
        id={BOOKING_FORM_ID}
        action={postAction}
        onSubmit={onSubmit}
        aria-labelledby={field('title')}
        className="rounded-card bg-paper p-6 shadow-card md:p-8"
        data-testid="booking-form"
      >
        <h3 id={field('title')} className="text-xl font-bold text-ink">
          <FormattedMessage id="booking.formTitle" />
        </h3>
        {shownPost ? (
          <BookingOutcomeMessage
            kind={outcomeMessage(shownPost.status)}
            title={intl.formatMessage({ id: `booking.${outcomeMessage(shownPost.status)}Title` })}
            description={intl.formatMessage({ id: `booking.${outcomeMessage(shownPost.status)}Description` })}
          />
        ) : null}
        <input type="hidden" name={BOOKING_LANGUAGE_FIELD} value={lang} />
        <input type="hidden" name={BOOKING_IDEMPOTENCY_KEY_FIELD} value={shownPost?.idempotencyKey ?? ''} />
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <div>
            <label htmlFor={field('name')} className={labelClasses}>
              <FormattedMessage id="booking.name" />
              {requiredMark}
            </label>
            <input
              id={field('name')}
              name={BOOKING_FIELD_NAMES.name}
              required
              autoComplete="name"
              defaultValue={kept?.name}
              className={fieldClasses}
            />
          </div>
          <div>
            <label htmlFor={field('email')} className={labelClasses}>
              <FormattedMessage id="booking.email" />
              {requiredMark}
            </label>
            <input
              id={field('email')}
              name={BOOKING_FIELD_NAMES.email}
              type="email"
              required
              autoComplete="email"
              defaultValue={kept?.email}
              className={fieldClasses}
            />
          </div>
          <div>
            <label htmlFor={field('phone')} className={labelClasses}>
              <FormattedMessage id="booking.phone" />
            </label>
            <input
              id={field('phone')}
              name={BOOKING_FIELD_NAMES.phone}
              type="tel"
              autoComplete="tel"
              defaultValue={kept?.phone}
              className={fieldClasses}
            />
          </div>
          <div>
            <label htmlFor={field('service')} className={labelClasses}>
              <FormattedMessage id="booking.service" />
            </label>
            <select
              id={field('service')}
              name={BOOKING_FIELD_NAMES.service}
              value={service ?? kept?.service ?? serviceFromUrl}
              onChange={(event) => setService(event.target.value)}
              className={fieldClasses}
            >
              <option value="">{intl.formatMessage({ id: 'booking.selectService' })}</option>
              {services.filter((s) => isServiceValue(s.value)).map((s) => (
                <option key={s.value} value={s.value ?? ''}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field('vehicle')} className={labelClasses}>
              <FormattedMessage id="booking.vehicle" />
            </label>
            <input
              id={field('vehicle')}
              name={BOOKING_FIELD_NAMES.vehicle}
              defaultValue={kept?.vehicle}
              placeholder={intl.formatMessage({ id: 'booking.vehiclePlaceholder' })}
              className={fieldClasses}
            />
          </div>
          <div>
            <label htmlFor={field('preferred_date')} className={labelClasses}>
              <FormattedMessage id="booking.preferredDate" />
            </label>
            <input
              id={field('preferred_date')}
              name={BOOKING_FIELD_NAMES.preferredDate}
              type="date"
              min={minDate}
              defaultValue={kept?.preferredDate}
              className={fieldClasses}
            />
          </div>
          <div className="md:col-span-2">
            <label htmlFor={field('message')} className={labelClasses}>
              <FormattedMessage id="booking.message" />
            </label>
            <textarea
              id={field('message')}
              name={BOOKING_FIELD_NAMES.message}
              defaultValue={kept?.message}
              rows={MESSAGE_BOX_ROWS}
              placeholder={intl.formatMessage({ id: 'booking.messagePlaceholder' })}
              className={fieldClasses}
            />
          </div>
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
          {intl.formatMessage({ id: submitting ? 'booking.sending' : 'booking.submit' })}
        </button>
        <p className="mt-4 text-sm text-slate">
          <FormattedMessage
            id="booking.privacyNotice"
            values={{
              link: (chunks) => (
                <a href={privacyHref} className="font-semibold text-ink underline underline-offset-4">
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
      </form>
    </BookingToasts>
  );
}
