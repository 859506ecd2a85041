import { MANAGE_FIELD_NAMES } from '@/lib/booking/server';
import { askForAnotherDateAction, cancelAppointmentAction } from '@/lib/booking/manage/actions';
import { APPOINTMENT_TEXT_MAX_LENGTH, APPOINTMENT_VISITOR_ASKS, MESSAGE_BOX_ROWS, type Locale } from '@/lib/constants';
import { getIntl } from '@/lib/i18n/server';
import { BookingField } from './booking-field';
import { BookingSubmitButton } from './booking-submit-button';

const formClasses = 'rounded-card bg-mist p-6';
const titleClasses = 'text-lg font-bold text-ink';

/**
 * The manage page's two forms, plain HTML posting to server actions: they work without JavaScript
 * (with it, the button says it is sending). Each carries the link's token and the page's language
 * for the action's redirect back. Asking is closed, and says why, once the visitor has asked as
 * often as allowed.
 */
export function AppointmentForms({ lang, token, asksLeft }: { lang: Locale; token: string; asksLeft: number }) {
  const intl = getIntl(lang);
  const link = (
    <>
      <input type="hidden" name={MANAGE_FIELD_NAMES.token} value={token} />
      <input type="hidden" name={MANAGE_FIELD_NAMES.language} value={lang} />
    </>
  );
  const textControl = { className: 'field-control', rows: MESSAGE_BOX_ROWS, maxLength: APPOINTMENT_TEXT_MAX_LENGTH };
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <form
        action={askForAnotherDateAction}
        aria-labelledby="appointment-ask"
        aria-describedby="appointment-ask-note"
        className={formClasses}
      >
        <h3 id="appointment-ask" className={titleClasses}>
          {intl.formatMessage({ id: 'appointment.askTitle' })}
        </h3>
        <p id="appointment-ask-note" className="mt-2 text-sm text-slate">
          {intl.formatMessage({ id: 'appointment.askNote' })}{' '}
          {asksLeft > 0
            ? intl.formatMessage({ id: 'appointment.asksLeft' }, { count: asksLeft })
            : intl.formatMessage({ id: 'appointment.noAsksLeft' }, { max: APPOINTMENT_VISITOR_ASKS })}
        </p>
        {/* A disabled fieldset disables every control in it, the button included. */}
        <fieldset disabled={asksLeft === 0} className="mt-4">
          {link}
          <BookingField
            id="appointment-message"
            label={intl.formatMessage({ id: 'appointment.askMessage' })}
            requiredLabel={intl.formatMessage({ id: 'booking.required' })}
          >
            <textarea id="appointment-message" name={MANAGE_FIELD_NAMES.message} required {...textControl} />
          </BookingField>
          <BookingSubmitButton
            label={intl.formatMessage({ id: 'appointment.askSubmit' })}
            pendingLabel={intl.formatMessage({ id: 'appointment.asking' })}
          />
        </fieldset>
      </form>
      <form action={cancelAppointmentAction} aria-labelledby="appointment-cancel" className={formClasses}>
        <h3 id="appointment-cancel" className={titleClasses}>
          {intl.formatMessage({ id: 'appointment.cancelTitle' })}
        </h3>
        {link}
        <div className="mt-4">
          <BookingField id="appointment-reason" label={intl.formatMessage({ id: 'appointment.cancelReason' })}>
            <textarea id="appointment-reason" name={MANAGE_FIELD_NAMES.reason} {...textControl} />
          </BookingField>
        </div>
        <BookingSubmitButton
          label={intl.formatMessage({ id: 'appointment.cancelSubmit' })}
          pendingLabel={intl.formatMessage({ id: 'appointment.cancelling' })}
        />
      </form>
    </div>
  );
}
