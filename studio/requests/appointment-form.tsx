import { Button, Card, Flex, Grid, Stack, Text, TextArea, TextInput } from '@sanity/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'sanity';

import {
  APPOINTMENT_DURATION_MAX_MINUTES,
  APPOINTMENT_DURATION_MIN_MINUTES,
  APPOINTMENT_PRICE_MAX_CENTS,
  APPOINTMENT_TEXT_MAX_LENGTH,
} from '../../lib/constants';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import type { AppointmentDraft, AppointmentField, AppointmentProblems } from './appointment-draft';
import { euroAmount } from './format';

/**
 * The form that confirms an appointment, or changes a confirmed one: a Lisbon day and start time,
 * the duration, the agreed price and a message. Controlled: the panel keeps what is typed, so a
 * refusal (shown under the form) loses nothing. Each field's problem is named beside it.
 */
export function AppointmentForm({
  requestId,
  mode,
  draft,
  problems,
  error,
  saving,
  today,
  dayRef,
  localeId,
  onEdit,
  onSubmit,
  onBack,
}: {
  requestId: string;
  mode: 'confirm' | 'reschedule';
  draft: AppointmentDraft;
  problems: AppointmentProblems;
  error: string | undefined;
  saving: boolean;
  /** Lisbon's today, the first day the date picker offers. */
  today: string;
  /** The date field, which a click on the "confirmed" status focuses. */
  dayRef?: Ref<HTMLInputElement>;
  localeId: string;
  onEdit: (field: AppointmentField, value: string) => void;
  onSubmit: () => void;
  /** Leaves a reschedule without changing anything. */
  onBack?: () => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const id = (field: AppointmentField) => `request-appointment-${field}-${requestId}`;
  /** The limits a problem's text names. */
  const limits: Partial<Record<AppointmentField, Record<string, string | number>>> = {
    duration: { min: APPOINTMENT_DURATION_MIN_MINUTES, max: APPOINTMENT_DURATION_MAX_MINUTES },
    price: { max: euroAmount(APPOINTMENT_PRICE_MAX_CENTS, localeId) },
    message: { max: APPOINTMENT_TEXT_MAX_LENGTH },
  };
  /** What every input takes: its id, value and change, and its problem as its description. */
  const input = (field: AppointmentField) => ({
    id: id(field),
    value: draft[field],
    onChange: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => onEdit(field, event.currentTarget.value),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id(field)}-problem` : undefined,
    disabled: saving,
  });
  const field = (name: AppointmentField, label: string, control: ReactNode) => (
    <Stack gap={2}>
      <Text as="label" htmlFor={id(name)} size={1} weight="medium">
        {label}
      </Text>
      {control}
      {problems[name] ? (
        <FieldProblem id={`${id(name)}-problem`}>
          {t(`requests.appointment.problem.${problems[name]}`, limits[name])}
        </FieldProblem>
      ) : null}
    </Stack>
  );

  return (
    <Stack
      as="form"
      gap={4}
      noValidate
      aria-label={t(mode === 'confirm' ? 'requests.appointment.confirm-form' : 'requests.appointment.reschedule-form')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      data-testid="request-appointment-form"
    >
      <Grid gridTemplateColumns={[1, 1, 2]} gap={4}>
        {field(
          'day',
          t('requests.appointment.form.day'),
          <TextInput {...input('day')} ref={dayRef} type="date" min={today} required />,
        )}
        {field('time', t('requests.appointment.form.time'), <TextInput {...input('time')} type="time" required />)}
        {field(
          'duration',
          t('requests.appointment.form.duration'),
          <TextInput
            {...input('duration')}
            type="number"
            inputMode="numeric"
            min={APPOINTMENT_DURATION_MIN_MINUTES}
            max={APPOINTMENT_DURATION_MAX_MINUTES}
            required
          />,
        )}
        {field('price', t('requests.appointment.form.price'), <TextInput {...input('price')} inputMode="decimal" />)}
      </Grid>
      {field('message', t('requests.appointment.form.message'), <TextArea {...input('message')} rows={3} />)}
      {error ? (
        <Card tone="critical" padding={3} radius={2} role="alert" data-testid="request-appointment-error">
          <Text size={1}>{t('requests.appointment.error', { message: error })}</Text>
        </Card>
      ) : null}
      <Flex gap={2} wrap="wrap">
        <Button
          type="submit"
          tone="positive"
          text={t(mode === 'confirm' ? 'requests.appointment.confirm' : 'requests.appointment.save')}
          loading={saving}
          data-testid="request-appointment-submit"
        />
        {onBack ? (
          <Button mode="ghost" text={t('requests.appointment.back')} disabled={saving} onClick={onBack} />
        ) : null}
      </Flex>
    </Stack>
  );
}

/** A field's problem under it; the field names it as its description (`aria-describedby`). */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Card tone="critical" padding={2} radius={2}>
      <Text id={id} size={1}>
        {children}
      </Text>
    </Card>
  );
}
