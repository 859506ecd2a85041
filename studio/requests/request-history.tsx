import { Heading, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import type { StatusChange } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { lisbonHours, lisbonTime } from './format';

/**
 * Who changed the request, and when, newest first: its status, its note, its appointment (confirmed
 * or moved to a time, cancelled with the reason given), and the visitor's own changes through their
 * link (a cancellation, an ask for another date with their message), marked as the visitor's.
 */
export function RequestHistory({ history, localeId }: { history: StatusChange[]; localeId: string }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const inLisbon = (time: string) => t('requests.lisbon-time', { time });
  const describe = (change: StatusChange): { text: string; quote?: string | null } => {
    switch (change.kind) {
      case 'status':
        return {
          text:
            change.from && change.to
              ? t('requests.history.status', {
                  from: t(`requests.status.${change.from}`),
                  to: t(`requests.status.${change.to}`),
                })
              : t('requests.history.note'),
        };
      case 'note':
        return { text: t('requests.history.note') };
      case 'confirmed':
      case 'rescheduled':
        return {
          text: t(`requests.history.${change.kind}`, {
            time: inLisbon(lisbonHours(change.detail, localeId, { withDay: true })),
          }),
        };
      case 'cancelled':
        return { text: t('requests.history.cancelled'), quote: change.detail.reason };
      case 'asked':
        return { text: t('requests.history.asked'), quote: change.detail.message };
    }
  };
  return (
    <Stack as="section" gap={3} aria-label={t('requests.history')}>
      <Heading as="h3" size={1}>
        {t('requests.history')}
      </Heading>
      {history.length === 0 ? (
        <Text size={1} muted>
          {t('requests.history.empty')}
        </Text>
      ) : (
        <Stack as="ol" gap={3} style={{ margin: 0, paddingLeft: '1.25em' }} data-testid="request-history">
          {[...history].reverse().map((change, index) => {
            const { text, quote } = describe(change);
            const time = inLisbon(lisbonTime(change.changedAt, localeId) ?? '');
            return (
              <li
                key={`${change.changedAt}-${index}`}
                data-kind={change.kind}
                data-actor={change.actor.id}
                data-by-visitor={change.byVisitor}
              >
                <Stack gap={2}>
                  <Text size={1}>{text}</Text>
                  {quote ? (
                    <Text size={1}>
                      <q style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{quote}</q>
                    </Text>
                  ) : null}
                  <Text size={1} muted>
                    {change.byVisitor
                      ? t('requests.history.by-visitor', { time })
                      : t('requests.history.by', { time, name: change.actor.name })}
                  </Text>
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
