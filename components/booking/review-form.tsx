import type { ReactNode } from 'react';
import { REVIEW_FIELD_NAMES, CHECKED, type SubmittedReview } from '@/lib/booking/server';
import { sendReviewAction } from '@/lib/booking/review/actions';
import {
  MESSAGE_BOX_ROWS,
  REVIEW_RATING,
  REVIEW_SHOWN_NAME_MAX_CHARS,
  REVIEW_TEXT_MAX_CHARS,
  type Locale,
} from '@/lib/constants';
import { getIntl } from '@/lib/i18n/server';
import { Stars } from '@/components/reviews/review-list';
import { BookingField, RequiredMark } from './booking-field';
import { BookingSubmitButton } from './booking-submit-button';

const RATINGS = Array.from(
  { length: REVIEW_RATING.max - REVIEW_RATING.min + 1 },
  (_, index) => REVIEW_RATING.min + index,
);
const hintClasses = 'mt-1 text-sm text-slate';

/**
 * The review form, plain HTML posting to a server action: it works without JavaScript (with it, the
 * button says it is sending). The rating is a group of radio buttons in a fieldset whose legend
 * names it, each star row with its words ("4 stars"); the text and the name to show are bounded as
 * the database bounds them; publishing needs the explicit consent (a required checkbox), and keeping
 * the review after an erasure is a choice of its own. A review sent before fills the form, to edit
 * (its consent to be given again).
 */
export function ReviewForm({
  lang,
  token,
  defaultName,
  submitted,
}: {
  lang: Locale;
  token: string;
  defaultName: string;
  submitted: SubmittedReview | null;
}) {
  const intl = getIntl(lang);
  const required = intl.formatMessage({ id: 'booking.required' });
  const requiredMark = <RequiredMark label={required} />;
  return (
    <form action={sendReviewAction} className="mt-6 space-y-6">
      <input type="hidden" name={REVIEW_FIELD_NAMES.token} value={token} />
      <input type="hidden" name={REVIEW_FIELD_NAMES.language} value={lang} />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          {intl.formatMessage({ id: 'review.rating' })}
          {requiredMark}
        </legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink/15 bg-paper px-4 py-2 text-ink has-checked:border-gold-deep has-checked:bg-mist"
            >
              <input
                type="radio"
                name={REVIEW_FIELD_NAMES.rating}
                value={rating}
                required
                defaultChecked={submitted?.rating === rating}
                className="size-5 accent-gold-deep"
              />
              <span className="flex text-gold-deep">
                <Stars rating={rating} />
              </span>
              <span className="text-sm font-semibold">
                {intl.formatMessage({ id: 'review.stars' }, { count: rating })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <BookingField id="review-text" label={intl.formatMessage({ id: 'review.text' })} requiredLabel={required}>
        <p id="review-text-hint" className={hintClasses}>
          {intl.formatMessage({ id: 'review.textHint' }, { max: REVIEW_TEXT_MAX_CHARS })}
        </p>
        <textarea
          id="review-text"
          name={REVIEW_FIELD_NAMES.text}
          required
          rows={MESSAGE_BOX_ROWS}
          maxLength={REVIEW_TEXT_MAX_CHARS}
          defaultValue={submitted?.text}
          aria-describedby="review-text-hint"
          className="field-control"
        />
      </BookingField>
      <BookingField id="review-name" label={intl.formatMessage({ id: 'review.shownName' })} requiredLabel={required}>
        <p id="review-name-hint" className={hintClasses}>
          {intl.formatMessage({ id: 'review.shownNameHint' }, { max: REVIEW_SHOWN_NAME_MAX_CHARS })}
        </p>
        <input
          id="review-name"
          name={REVIEW_FIELD_NAMES.shownName}
          type="text"
          required
          maxLength={REVIEW_SHOWN_NAME_MAX_CHARS}
          defaultValue={submitted?.shownName ?? defaultName}
          autoComplete="off"
          aria-describedby="review-name-hint"
          className="field-control"
        />
      </BookingField>
      <Checkbox
        id="review-consent"
        name={REVIEW_FIELD_NAMES.consentPublish}
        label={intl.formatMessage({ id: 'review.consent' })}
        // Never ticked beforehand, not even when editing: each text sent is consented to as it is.
        requiredMark={requiredMark}
      />
      {/* The customer's own earlier choice, as the database keeps it (unticked until they tick it). */}
      <Checkbox
        id="review-keep"
        name={REVIEW_FIELD_NAMES.keepAfterErasure}
        label={intl.formatMessage({ id: 'review.keep' })}
        hint={intl.formatMessage({ id: 'review.keepHint' })}
        checked={submitted?.keepAfterErasure ?? false}
      />
      <BookingSubmitButton
        label={intl.formatMessage({ id: submitted ? 'review.update' : 'review.submit' })}
        pendingLabel={intl.formatMessage({ id: 'review.sending' })}
      />
    </form>
  );
}

/** One choice of the form, posting CHECKED when ticked: required with `requiredMark`, described by its `hint`. */
function Checkbox({
  id,
  name,
  label,
  hint,
  requiredMark,
  checked = false,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  requiredMark?: ReactNode;
  checked?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={CHECKED}
        required={requiredMark !== undefined}
        defaultChecked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-gold-deep"
      />
      <div>
        <label htmlFor={id} className="text-ink">
          {label}
          {requiredMark}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className={hintClasses}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
