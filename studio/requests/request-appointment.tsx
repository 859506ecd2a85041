import { CalendarIcon } from '@sanity/icons/Calendar';
import { CloseCircleIcon } from '@sanity/icons/CloseCircle';
import { Button, Card, Flex, Grid, Heading, Stack, Text } from '@sanity/ui';
import { useState, type Ref } from 'react';
import { useTranslation } from 'sanity';

import type { AppointmentInput, InboxAppointment, InboxMail, InboxRow } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import {
  appointmentDraftOf,
  checkAppointment,
  newAppointmentDraft,
  type AppointmentDraft,
  type AppointmentField,
  type AppointmentProblems,
} from './appointment-draft';
import { AppointmentForm } from './appointment-form';
import { AppointmentMails } from './appointment-mails';
import { DetailField } from './detail-field';
import { calendarDate, euroAmount, lisbonHours, lisbonTime, minutesText } from './format';
import { lisbonDayTime } from './lisbon-calendar';

/**
 * The request's appointment. Without one (or after a cancellation) the Confirm form; once confirmed,
 * its day, hours, duration, price, message, when the reminder goes and until when the visitor may
 * change it, with Reschedule (the same form, filled in) and Cancel (which asks first). Then the
 * mails about it. What the owner types is kept over the tool's rereads and a refusal: the form shows
 * the appointment as it is, with the owner's edits over it, until a change is saved.
 */
export function RequestAppointment({
  request,
  appointment,
  mails,
  durationMinutes,
  localeId,
  dayRef,
  onSave,
  onCancelAsk,
}: {
  request: InboxRow;
  appointment: InboxAppointment | null;
  mails: InboxMail[];
  /** The new appointment's duration until the owner changes it: the service's in the content. */
  durationMinutes: number;
  localeId: string;
  dayRef: Ref<HTMLInputElement>;
  /** Confirms or reschedules; the API's refusal, if any. */
  onSave: (input: AppointmentInput) => Promise<string | undefined>;
  onCancelAsk: () => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const [rescheduling, setRescheduling] = useState(false);
  const [edits, setEdits] = useState<Partial<AppointmentDraft>>({});
  const [problems, setProblems] = useState<AppointmentProblems>({});
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const confirmed = appointment?.state === 'confirmed' ? appointment : undefined;
  const today = lisbonDayTime(new Date()).day;
  const draft: AppointmentDraft = {
    ...(confirmed
      ? appointmentDraftOf(confirmed, localeId)
      : newAppointmentDraft({
          preferredDate: request.preferredDate,
          today,
          durationMinutes,
          estimateCents: request.estimate?.totalCents ?? null,
          localeId,
        })),
    ...edits,
  };

  const edit = (field: AppointmentField, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _solved, ...others }) => others);
  };
  const close = () => {
    setEdits({});
    setProblems({});
    setError(undefined);
    setRescheduling(false);
  };
  const submit = async () => {
    const checked = checkAppointment(draft, today);
    setError(undefined);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setSaving(true);
    const refusal = await onSave(checked.value);
    setSaving(false);
    if (refusal) setError(refusal);
    else close();
  };

  const headingId = `request-appointment-${request.id}`;
  const at = (iso: string | null) => t('requests.lisbon-time', { time: lisbonTime(iso, localeId) ?? '' });
  return (
    <Stack
      as="section"
      gap={4}
      aria-labelledby={headingId}
      data-testid="request-appointment"
      data-state={appointment?.state ?? 'none'}
    >
      <Heading as="h3" size={1} id={headingId}>
        {t('requests.appointment')}
      </Heading>
      {confirmed ? (
        <Grid
          as="dl"
          gridTemplateColumns={[1, 1, 2]}
          gap={4}
          style={{ margin: 0 }}
          data-testid="request-appointment-summary"
        >
          <DetailField label={t('requests.appointment.date')}>
            <Text>{calendarDate(lisbonDayTime(confirmed.startsAt).day, localeId)}</Text>
          </DetailField>
          <DetailField label={t('requests.appointment.hours')}>
            <Text>{t('requests.lisbon-time', { time: lisbonHours(confirmed, localeId) })}</Text>
          </DetailField>
          <DetailField label={t('requests.appointment.duration')}>
            <Text>{minutesText(confirmed.durationMinutes, localeId)}</Text>
          </DetailField>
          <DetailField label={t('requests.appointment.price')}>
            <Text muted={confirmed.priceCents === null}>
              {confirmed.priceCents === null
                ? t('requests.field.not-given')
                : euroAmount(confirmed.priceCents, localeId)}
            </Text>
          </DetailField>
          <DetailField label={t('requests.appointment.reminder')}>
            <Text>{confirmed.remindAt ? at(confirmed.remindAt) : t('requests.appointment.no-reminder')}</Text>
          </DetailField>
          <DetailField label={t('requests.appointment.changes-until')}>
            <Text>{at(confirmed.changesUntil)}</Text>
          </DetailField>
          <DetailField label={t('requests.appointment.message')}>
            <Text muted={!confirmed.ownerMessage}>
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {confirmed.ownerMessage ?? t('requests.field.not-given')}
              </span>
            </Text>
          </DetailField>
        </Grid>
      ) : (
        <>
          {appointment ? (
            <Card tone="caution" padding={3} radius={2} data-testid="request-appointment-cancelled">
              <Stack gap={2}>
                <Text size={1}>
                  {t(`requests.appointment.cancelled-by-${appointment.cancelledBy ?? 'owner'}`, {
                    when: t('requests.lisbon-time', { time: lisbonHours(appointment, localeId, { withDay: true }) }),
                  })}
                </Text>
                {appointment.cancelReason ? (
                  <Text size={1}>
                    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {t('requests.appointment.reason', { reason: appointment.cancelReason })}
                    </span>
                  </Text>
                ) : null}
              </Stack>
            </Card>
          ) : null}
          <Text size={1} muted>
            {t('requests.appointment.intro')}
          </Text>
        </>
      )}
      {confirmed && !rescheduling ? (
        <Flex gap={2} wrap="wrap">
          <Button
            mode="ghost"
            icon={CalendarIcon}
            text={t('requests.appointment.reschedule')}
            onClick={() => setRescheduling(true)}
            data-testid="request-appointment-reschedule"
          />
          <Button
            mode="ghost"
            tone="critical"
            icon={CloseCircleIcon}
            text={t('requests.appointment.cancel')}
            onClick={onCancelAsk}
            data-testid="request-appointment-cancel"
          />
        </Flex>
      ) : (
        <AppointmentForm
          requestId={request.id}
          mode={confirmed ? 'reschedule' : 'confirm'}
          draft={draft}
          problems={problems}
          error={error}
          saving={saving}
          today={today}
          dayRef={confirmed ? undefined : dayRef}
          localeId={localeId}
          onEdit={edit}
          onSubmit={() => void submit()}
          onBack={confirmed ? close : undefined}
        />
      )}
      <AppointmentMails mails={mails} localeId={localeId} />
    </Stack>
  );
}
