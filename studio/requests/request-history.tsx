import { Heading, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import type { StatusChange } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { lisbonTime } from './format';

/** Who changed the request's status or note, and when, newest first. */
export function RequestHistory({ history, localeId }: { history: StatusChange[]; localeId: string }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
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
          {[...history].reverse().map((change, index) => (
            <li key={`${change.changedAt}-${index}`} data-kind={change.kind} data-actor={change.actor.id}>
              <Stack gap={2}>
                <Text size={1}>
                  {change.kind === 'status' && change.from && change.to
                    ? t('requests.history.status', {
                        from: t(`requests.status.${change.from}`),
                        to: t(`requests.status.${change.to}`),
                      })
                    : t('requests.history.note')}
                </Text>
                <Text size={1} muted>
                  {t('requests.history.by', {
                    time: t('requests.lisbon-time', { time: lisbonTime(change.changedAt, localeId) ?? '' }),
                    name: change.actor.name,
                  })}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
