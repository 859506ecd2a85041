import { Card, Spinner, Stack, Text } from '@sanity/ui';
import { useRef, useState } from 'react';
import { useCurrentLocale, useTranslation } from 'sanity';

import type { RequestStatusValue } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { statusButtonAction } from './appointment-draft';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { lisbonHours } from './format';
import { RequestAppointment } from './request-appointment';
import { RequestContact } from './request-contact';
import { RequestFields } from './request-fields';
import { RequestHeading } from './request-heading';
import { RequestHistory } from './request-history';
import { RequestMailFlags } from './request-mail-flags';
import { RequestNote } from './request-note';
import { RequestStatusButtons } from './request-status-buttons';
import type { RequestsApi } from './requests-api';
import { serviceDuration, type SiteContent } from './site-content';
import { useRequestDetail } from './use-request-detail';

/**
 * One request: every field (times in Lisbon), the visitor's language, what was mailed, one-click
 * status buttons, its appointment (confirm, reschedule, cancel), the owner's note (saved when the
 * field loses focus), the history of changes, and the ways to answer: a reply in the visitor's
 * language, a call, WhatsApp. The "confirmed" and "cancelled" buttons go through the appointment
 * when it needs the owner's date or the visitor's mail (statusButtonAction).
 */
export function RequestDetail({
  id,
  api,
  site,
  onChanged,
  onPersonData,
}: {
  id: string;
  api: RequestsApi;
  site: SiteContent;
  onChanged: () => void;
  onPersonData: (email: string) => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const locale = useCurrentLocale();
  const state = useRequestDetail(api, id, onChanged);
  const { detail, error } = state;
  const [cancelling, setCancelling] = useState(false);
  const confirmDay = useRef<HTMLInputElement>(null);

  if (!detail) {
    if (error) {
      return (
        <Card padding={4} radius={2} border tone={error.status === 404 ? 'caution' : 'critical'} role="alert">
          <Text>
            {error.status === 404 ? t('requests.detail.gone') : t('requests.detail.error', { message: error.message })}
          </Text>
        </Card>
      );
    }
    return <Spinner muted />;
  }

  const { request, appointment } = detail;
  const changeStatus = (status: RequestStatusValue) => {
    switch (statusButtonAction(status, appointment?.state)) {
      case 'confirm-form':
        confirmDay.current?.scrollIntoView({ block: 'center' });
        confirmDay.current?.focus();
        return;
      case 'cancel-dialog':
        setCancelling(true);
        return;
      case 'set':
        void state.changeStatus(status);
    }
  };
  return (
    <Card padding={4} radius={2} border data-testid="request-detail" data-request-id={request.id}>
      <Stack gap={5}>
        <RequestHeading request={request} localeId={locale.id} />
        <RequestStatusButtons
          status={request.status}
          changingTo={state.changingTo}
          error={state.statusError}
          onChange={changeStatus}
        />
        <RequestAppointment
          request={request}
          appointment={appointment}
          mails={detail.mails}
          durationMinutes={serviceDuration(site.durations, request.service)}
          localeId={locale.id}
          dayRef={confirmDay}
          onSave={state.saveAppointment}
          onCancelAsk={() => setCancelling(true)}
        />
        <RequestFields request={request} services={site.services} localeId={locale.id} />
        <RequestContact request={request} site={site} onPersonData={onPersonData} />
        <RequestNote
          requestId={request.id}
          note={state.note}
          state={state.noteState}
          onFocus={state.startEditingNote}
          onChange={state.editNote}
          onBlur={() => void state.saveNote()}
        />
        <RequestMailFlags request={request} localeId={locale.id} />
        <RequestHistory history={detail.history} localeId={locale.id} />
      </Stack>
      {cancelling && appointment?.state === 'confirmed' ? (
        <CancelAppointmentDialog
          requestId={request.id}
          when={t('requests.lisbon-time', { time: lisbonHours(appointment, locale.id, { withDay: true }) })}
          onCancel={state.cancelAppointment}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </Card>
  );
}
