'use client';

import { lazy, Suspense, useId, type ReactNode } from 'react';
import { BOOKING_HONEYPOT_FIELD, MESSAGE_BOX_ROWS, type Locale } from '@/lib/constants';
import {
  BOOKING_FIELD_NAMES,
  BOOKING_IDEMPOTENCY_KEY_FIELD,
  BOOKING_LANGUAGE_FIELD,
  chooseService,
  estimateOfStored,
  estimateText,
  isServiceValue,
  registerServiceField,
  useChosenService,
  type PriceList,
} from '@/lib/booking';
import type { ClientLabels } from '@/lib/i18n/client-labels';
import { BookingField } from './booking-field';
import { BookingOutcomeMessage, outcomeMessage } from './booking-outcome';
import { BookingSubmitButton } from './booking-submit-button';
import { BOOKING_FORM_ID, loadToasts, useBookingSubmission } from './use-booking-submission';
import { VehicleChoice } from './vehicle-choice';

const BookingToasts = lazy(loadToasts);

type Props = {
  lang: Locale;
  services: { value: string | null; title: string | null }[];
  labels: ClientLabels<'bookingForm'>;
  /** The sizes, the services' prices and the extras, in the page's language (the estimate's). */
  priceList: PriceList;
  /** The one-line notice under the button, with its link to the privacy policy (server-rendered). */
  privacyNotice: ReactNode;
};

/**
 * The booking request form (spec §3–§8): save first, then ask the edge function to notify; the
 * three outcomes become the spec's toasts, the form is cleared unless saving failed.
 * Without JavaScript the browser posts the form to the server action instead (same calls, same
 * outcomes), and the page comes back with the outcome inside the form (with the estimate stored
 * for the request) and, after an error, the typed values still in it.
 */
export function BookingForm({ lang, services, labels, priceList, privacyNotice }: Props) {
  const ids = useId();
  const { state, formAction, reachForm, hydrated, dateRange, proofHost, toasts, dismissToast } = useBookingSubmission(
    lang,
    labels,
    priceList,
  );
  const kept = state?.status === 'error' ? state.values : null;
  const service = useChosenService(kept?.service);
  const inline = state?.shown === 'inline' ? outcomeMessage(state.status) : null;
  const stored = estimateOfStored(state?.estimate ?? null);

  const titleId = `${ids}-title`;
  /** The id, name and look every visible control shares. */
  const control = (key: keyof typeof BOOKING_FIELD_NAMES) => ({
    id: `${ids}-${BOOKING_FIELD_NAMES[key]}`,
    name: BOOKING_FIELD_NAMES[key],
    // The look every visible control shares (a component class, globals.css).
    className: 'field-control',
  });
  const required = labels['booking.required'];

  return (
    <>
      <form
        id={BOOKING_FORM_ID}
        action={formAction}
        onFocus={reachForm}
        aria-labelledby={titleId}
        className="rounded-card bg-paper p-6 shadow-card md:p-8"
      >
        <h3 id={titleId} className="text-xl font-bold text-ink">
          {labels['booking.formTitle']}
        </h3>
        {inline ? (
          <BookingOutcomeMessage
            kind={inline}
            title={labels[`booking.${inline}Title`]}
            description={labels[`booking.${inline}Description`]}
            estimate={
              state?.estimate && stored.kind !== 'none'
                ? estimateText(stored, state.estimate.vatRegime, labels, lang)
                : undefined
            }
          />
        ) : null}
        <input type="hidden" name={BOOKING_LANGUAGE_FIELD} value={lang} />
        <input type="hidden" name={BOOKING_IDEMPOTENCY_KEY_FIELD} value={state?.idempotencyKey ?? ''} />
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <BookingField id={control('name').id} label={labels['booking.name']} requiredLabel={required}>
            <input {...control('name')} required autoComplete="name" defaultValue={kept?.name} />
          </BookingField>
          <BookingField id={control('email').id} label={labels['booking.email']} requiredLabel={required}>
            <input {...control('email')} type="email" required autoComplete="email" defaultValue={kept?.email} />
          </BookingField>
          <BookingField id={control('phone').id} label={labels['booking.phone']}>
            <input {...control('phone')} type="tel" autoComplete="tel" defaultValue={kept?.phone} />
          </BookingField>
          <BookingField id={control('service').id} label={labels['booking.service']}>
            <select
              {...control('service')}
              ref={registerServiceField}
              value={service}
              onChange={(event) => chooseService(event.target.value)}
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
          </BookingField>
          <VehicleChoice
            control={control}
            lang={lang}
            labels={labels}
            priceList={priceList}
            service={service}
            state={state}
            hydrated={hydrated}
          />
          <BookingField id={control('vehicle').id} label={labels['booking.vehicle']}>
            <input
              {...control('vehicle')}
              defaultValue={kept?.vehicle}
              placeholder={labels['booking.vehiclePlaceholder']}
            />
          </BookingField>
          <BookingField id={control('preferredDate').id} label={labels['booking.preferredDate']}>
            <input
              {...control('preferredDate')}
              type="date"
              min={dateRange?.min}
              max={dateRange?.max}
              defaultValue={kept?.preferredDate}
            />
          </BookingField>
          <BookingField id={control('message').id} label={labels['booking.message']} wide>
            <textarea
              {...control('message')}
              defaultValue={kept?.message}
              rows={MESSAGE_BOX_ROWS}
              placeholder={labels['booking.messagePlaceholder']}
            />
          </BookingField>
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots that fill every field fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${ids}-${BOOKING_HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            id={`${ids}-${BOOKING_HONEYPOT_FIELD}`}
            name={BOOKING_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <BookingSubmitButton label={labels['booking.submit']} pendingLabel={labels['booking.sending']} />
        <p className="mt-4 text-sm text-slate">{privacyNotice}</p>
      </form>
      <span ref={proofHost} hidden />
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <BookingToasts
            toasts={toasts}
            onDismiss={dismissToast}
            label={labels['booking.notifications']}
            closeLabel={labels['booking.closeNotification']}
          />
        </Suspense>
      ) : null}
    </>
  );
}
