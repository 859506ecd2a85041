'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/constants';
import {
  BOOKING_FIELD_NAMES,
  estimate,
  estimateOfStored,
  estimateText,
  extrasFor,
  REFUSAL_LABELS,
  type BookingActionState,
  type PriceList,
} from '@/lib/booking';
import { formatEuroCents } from '@/lib/format';
import type { ClientLabels } from '@/lib/i18n/client-labels';
import { BookingField } from './booking-field';

type Props = {
  /** The id, name and look of a visible control of the form. */
  control: (key: 'vehicleSize') => { id: string; name: string; className: string };
  lang: Locale;
  labels: ClientLabels<'bookingForm'>;
  priceList: PriceList;
  /** The chosen service, '' for none. */
  service: string;
  /** The last submission's state: its kept values after an error, its estimate after a success. */
  state: BookingActionState;
  /** The page has hydrated: extras not offered with the service are disabled (without it, all are enabled). */
  hydrated: boolean;
};

/**
 * The booking form's vehicle size, extras and estimate (issue 58). The inputs are uncontrolled, so
 * React's form reset sets them back to their defaults (the kept values after an error, none after a
 * success); the choice the estimate line reads follows them, from each change and each outcome.
 * All extras are rendered, so choosing a service never moves the form: with JavaScript those not
 * offered with it (all, when none is chosen) are disabled, and a disabled box is neither sent nor
 * counted. After a submission, a notice says when the stored estimate is not the one shown.
 */
export function VehicleChoice({ control, lang, labels, priceList, service, state, hydrated }: Props) {
  const kept = state?.status === 'error' ? state.values : null;
  const defaults = { size: kept?.vehicleSize ?? '', extras: kept?.extras ?? [] };
  const [choice, setChoice] = useState(defaults);
  // Each outcome resets the form's inputs to their defaults; the choice follows (React's pattern
  // for state that a prop resets).
  const [outcome, setOutcome] = useState(state);
  if (outcome !== state) {
    setOutcome(state);
    setChoice(defaults);
  }

  if (priceList.sizes.length === 0) return null;
  const offered = new Set(extrasFor(priceList, service).map((extra) => extra.key));
  const shown = estimate(priceList, { service, size: choice.size, extras: choice.extras });
  const toggle = (key: string, checked: boolean) =>
    setChoice((current) => ({
      ...current,
      extras: checked ? [...current.extras, key] : current.extras.filter((chosen) => chosen !== key),
    }));
  const size = control('vehicleSize');
  const refusal = state?.status === 'error' && state.refusal ? labels[REFUSAL_LABELS[state.refusal]] : null;
  const changed =
    state?.pricesChanged && state.estimate
      ? estimateText(estimateOfStored(state.estimate), state.estimate.vatRegime, labels, lang)
      : null;

  return (
    <>
      <BookingField id={size.id} label={labels['booking.vehicleSize']}>
        <select
          {...size}
          defaultValue={defaults.size}
          onChange={(event) => setChoice((current) => ({ ...current, size: event.target.value }))}
        >
          <option value="">{labels['booking.selectVehicleSize']}</option>
          {priceList.sizes.map(({ key, label, examples }) => (
            <option key={key} value={key}>
              {examples ? `${label} (${examples})` : label}
            </option>
          ))}
        </select>
      </BookingField>
      {priceList.extras.length > 0 ? (
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-semibold text-ink">{labels['booking.extras']}</legend>
          <div className="mt-2 grid gap-x-5 gap-y-1 md:grid-cols-2">
            {priceList.extras.map((extra) => (
              <label
                key={extra.key}
                className="flex min-h-11 items-center gap-3 text-ink has-disabled:text-slate has-disabled:opacity-60"
              >
                <input
                  type="checkbox"
                  name={BOOKING_FIELD_NAMES.extras}
                  value={extra.key}
                  defaultChecked={defaults.extras.includes(extra.key)}
                  disabled={hydrated && !offered.has(extra.key)}
                  onChange={(event) => toggle(extra.key, event.target.checked)}
                  className="size-5 shrink-0 accent-gold-deep"
                />
                <span>
                  {extra.label} <span className="text-slate">+{formatEuroCents(extra.cents, lang)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="md:col-span-2">
        <p aria-live="polite" className="font-semibold text-ink">
          {estimateText(shown, priceList.vatRegime, labels, lang)}
        </p>
        {refusal ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-danger">
            {refusal}
          </p>
        ) : null}
        {changed ? (
          <div role="status" className="mt-3 rounded-card border border-gold-deep/40 bg-mist p-4 text-sm text-ink">
            <p>{labels['booking.pricesChanged']}</p>
            <p className="mt-1 font-semibold">{changed}</p>
          </div>
        ) : null}
      </div>
    </>
  );
}
