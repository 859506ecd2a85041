import { Badge, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import type { InboxMail } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { lisbonTime } from './format';

type MailState = 'sent' | 'dropped' | 'failing' | 'pending';

const mailState = (mail: InboxMail): MailState =>
  mail.sentAt ? 'sent' : mail.droppedAt ? 'dropped' : mail.failing ? 'failing' : 'pending';

const STATE_TONES = { sent: 'positive', dropped: 'default', failing: 'caution', pending: 'primary' } as const;

/**
 * The request's mails (its appointment's, and the review request once it is done), newest first,
 * and how each went: sent, waiting (with its failed attempts so far), dropped (a reminder whose time
 * changed), or failing: refused again and again, with the mail service's last answer, so the owner
 * can tell the visitor another way.
 */
export function AppointmentMails({ mails, localeId }: { mails: InboxMail[]; localeId: string }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  if (mails.length === 0) return null;
  const at = (iso: string | null) => t('requests.lisbon-time', { time: lisbonTime(iso, localeId) ?? '' });
  const describe = (mail: InboxMail, state: MailState) => {
    const attempts = { count: mail.attempts, error: mail.lastError ?? '' };
    switch (state) {
      case 'sent':
        return at(mail.sentAt);
      case 'dropped':
        return t('requests.appointment.mail-dropped');
      case 'failing':
        return t('requests.appointment.mail-failing', attempts);
      case 'pending':
        return mail.attempts > 0
          ? t('requests.appointment.mail-attempts', attempts)
          : t('requests.appointment.mail-queued', { time: at(mail.createdAt) });
    }
  };
  return (
    <Stack as="section" gap={3} aria-label={t('requests.appointment.mails')} data-testid="request-appointment-mails">
      <Heading as="h4" size={0}>
        {t('requests.appointment.mails')}
      </Heading>
      <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {[...mails].reverse().map((mail) => {
          const state = mailState(mail);
          return (
            <Card
              as="li"
              key={`${mail.kind}-${mail.sequence}-${mail.createdAt}`}
              padding={2}
              radius={2}
              border
              tone={state === 'failing' ? 'caution' : 'default'}
              data-kind={mail.kind}
              data-state={state}
            >
              <Stack gap={2}>
                <Flex gap={2} align="center" wrap="wrap">
                  <Text size={1} weight="medium">
                    {t(`requests.appointment.mail.${mail.kind}`)}
                  </Text>
                  <Badge tone={STATE_TONES[state]}>{t(`requests.appointment.mail-state.${state}`)}</Badge>
                </Flex>
                <Text size={1} muted>
                  {describe(mail, state)}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
