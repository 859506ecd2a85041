import { Badge, Card, Flex, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import type { InboxRow } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { EntryButton } from './entry-button';
import { lisbonTime, STATUS_TONES } from './format';

/** A page of requests, one button each (name, contact, service, when, status); new ones in bold. */
export function RequestList({
  rows,
  selectedId,
  onSelect,
  titleOf,
  localeId,
}: {
  rows: InboxRow[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  titleOf: (service: string) => string | null;
  localeId: string;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  if (rows.length === 0) {
    return (
      <Card padding={4} radius={2} border>
        <Text muted>{t('requests.list.empty')}</Text>
      </Card>
    );
  }
  return (
    <Stack as="ul" gap={2} aria-label={t('requests.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <EntryButton
            tone={row.id === selectedId ? 'primary' : row.status === 'new' ? 'default' : 'transparent'}
            selected={row.id === selectedId}
            aria-current={row.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(row.id)}
            data-testid="request-row"
            data-request-id={row.id}
            data-status={row.status}
          >
            <Flex gap={3} align="flex-start">
              <Stack gap={2} flex={1}>
                <Text weight={row.status === 'new' ? 'semibold' : 'regular'} textOverflow="ellipsis">
                  {row.name}
                </Text>
                <Text size={1} muted textOverflow="ellipsis">
                  {row.email}
                  {row.phone ? ` · ${row.phone}` : ''}
                </Text>
                <Text size={1} muted>
                  {row.service ? titleOf(row.service) : t('requests.list.no-service')} ·{' '}
                  {lisbonTime(row.createdAt, localeId)}
                </Text>
              </Stack>
              <Badge tone={STATUS_TONES[row.status]} data-testid="request-row-status">
                {t(`requests.status.${row.status}`)}
              </Badge>
            </Flex>
          </EntryButton>
        </li>
      ))}
    </Stack>
  );
}
