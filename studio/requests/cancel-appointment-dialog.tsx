import { Box, Button, Card, Dialog, Flex, Stack, Text, TextArea } from '@sanity/ui';
import { useState } from 'react';
import { useTranslation } from 'sanity';

import { APPOINTMENT_TEXT_MAX_LENGTH } from '../../lib/constants';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { appointmentText } from './appointment-draft';
import { FieldProblem } from './appointment-form';

/**
 * The step before an appointment is cancelled: the visitor is mailed at once, so the owner says it
 * again here, with an optional reason that goes in the mail. A refusal keeps the dialog and the
 * reason as typed.
 */
export function CancelAppointmentDialog({
  requestId,
  when,
  onCancel,
  onClose,
}: {
  requestId: string;
  /** The appointment's day and time, as the owner reads them. */
  when: string;
  /** Cancels; the API's refusal, if any. */
  onCancel: (reason: string | null) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const [reason, setReason] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState(false);
  const fieldId = `request-cancel-reason-${requestId}`;

  const cancel = async () => {
    const kept = appointmentText(reason);
    setTooLong(kept === undefined);
    if (kept === undefined) return;
    setCancelling(true);
    setError(undefined);
    const refusal = await onCancel(kept);
    setCancelling(false);
    if (refusal) setError(refusal);
    else onClose();
  };

  return (
    <Dialog
      id={`request-cancel-appointment-${requestId}`}
      header={t('requests.appointment.cancel-title')}
      onClose={cancelling ? undefined : onClose}
      width={1}
      data-testid="request-cancel-appointment"
      footer={
        <Flex gap={2} padding={3} justify="flex-end" wrap="wrap">
          <Button mode="ghost" text={t('requests.appointment.cancel-keep')} disabled={cancelling} onClick={onClose} />
          <Button
            tone="critical"
            text={t('requests.appointment.cancel-confirm')}
            loading={cancelling}
            onClick={() => void cancel()}
            data-testid="request-cancel-appointment-confirm"
          />
        </Flex>
      }
    >
      <Box padding={4}>
        <Stack gap={4}>
          <Text>{t('requests.appointment.cancel-text', { when })}</Text>
          <Stack gap={2}>
            <Text as="label" htmlFor={fieldId} size={1} weight="medium">
              {t('requests.appointment.cancel-reason')}
            </Text>
            <TextArea
              id={fieldId}
              rows={3}
              value={reason}
              disabled={cancelling}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? `${fieldId}-problem` : undefined}
              onChange={(event) => setReason(event.currentTarget.value)}
              autoFocus
            />
            {tooLong ? (
              <FieldProblem id={`${fieldId}-problem`}>
                {t('requests.appointment.problem.message', { max: APPOINTMENT_TEXT_MAX_LENGTH })}
              </FieldProblem>
            ) : null}
          </Stack>
          {error ? (
            <Card tone="critical" padding={3} radius={2} role="alert">
              <Text size={1}>{t('requests.appointment.cancel-error', { message: error })}</Text>
            </Card>
          ) : null}
        </Stack>
      </Box>
    </Dialog>
  );
}
