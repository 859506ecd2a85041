import { Card, Heading, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import type { InboxRow } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { lisbonTime } from './format';

/** What the notification function did: the owner's mail or digest, the visitor's acknowledgement, the form's signals. */
export function RequestMailFlags({ request, localeId }: { request: InboxRow; localeId: string }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const notified = t('requests.lisbon-time', { time: lisbonTime(request.notifiedAt, localeId) ?? '' });
  const lines = [
    {
      key: `owner-${request.ownerMail}`,
      tone: request.ownerMail === 'waiting' ? ('caution' as const) : ('positive' as const),
      text:
        request.ownerMail === 'sent'
          ? t('requests.mail.owner-notified', { time: notified })
          : request.ownerMail === 'digest'
            ? t('requests.mail.in-digest', { time: notified })
            : t('requests.mail.owner-pending'),
    },
    {
      key: 'acknowledgement',
      tone:
        request.acknowledgement === 'sent'
          ? ('positive' as const)
          : request.acknowledgement === 'withheld'
            ? ('caution' as const)
            : ('neutral' as const),
      text:
        request.acknowledgement === 'sent'
          ? t('requests.mail.acknowledgement-sent')
          : request.acknowledgement === 'withheld'
            ? t('requests.mail.acknowledgement-withheld')
            : t('requests.mail.acknowledgement-none'),
    },
    ...(request.notificationProblem
      ? [
          {
            key: 'problem',
            tone: 'critical' as const,
            text: t('requests.mail.problem', { problem: request.notificationProblem }),
          },
        ]
      : []),
    ...(request.quickFill ? [{ key: 'quick', tone: 'caution' as const, text: t('requests.signal.quick-fill') }] : []),
    ...(request.honeypotFilled
      ? [{ key: 'honeypot', tone: 'critical' as const, text: t('requests.signal.honeypot') }]
      : []),
  ];
  return (
    <Stack as="section" gap={3} aria-label={t('requests.mail')} data-testid="request-mail">
      <Heading as="h3" size={1}>
        {t('requests.mail')}
      </Heading>
      <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((line) => (
          <Card as="li" key={line.key} tone={line.tone} padding={2} radius={2} data-flag={line.key}>
            <Text size={1}>{line.text}</Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
