import { Card, Spinner, Stack, Text } from '@sanity/ui';
import { useCurrentLocale, useTranslation } from 'sanity';

import { STUDIO_NAMESPACE } from '../i18n/messages';
import { RequestContact } from './request-contact';
import { RequestFields } from './request-fields';
import { RequestHeading } from './request-heading';
import { RequestHistory } from './request-history';
import { RequestMailFlags } from './request-mail-flags';
import { RequestNote } from './request-note';
import { RequestStatusButtons } from './request-status-buttons';
import type { RequestsApi } from './requests-api';
import type { SiteContent } from './site-content';
import { useRequestDetail } from './use-request-detail';

/**
 * One request: every field (times in Lisbon), the visitor's language, what was mailed, one-click
 * status buttons, the owner's note (saved when the field loses focus), the history of changes,
 * and the ways to answer: a reply in the visitor's language, a call, WhatsApp.
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

  const request = detail.request;
  return (
    <Card padding={4} radius={2} border data-testid="request-detail" data-request-id={request.id}>
      <Stack gap={5}>
        <RequestHeading request={request} localeId={locale.id} />
        <RequestStatusButtons
          status={request.status}
          changingTo={state.changingTo}
          error={state.statusError}
          onChange={(status) => void state.changeStatus(status)}
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
    </Card>
  );
}
