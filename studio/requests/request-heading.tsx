import { Badge, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import type { InboxRow } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { lisbonTime, STATUS_TONES } from './format';

/** The request's name, its status and when it was received (Lisbon time). */
export function RequestHeading({ request, localeId }: { request: InboxRow; localeId: string }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const received = lisbonTime(request.createdAt, localeId);
  return (
    <Stack gap={3}>
      <Flex align="center" gap={3} wrap="wrap">
        <Heading as="h2" size={2} data-testid="request-detail-name">
          {request.name}
        </Heading>
        <Badge tone={STATUS_TONES[request.status]} data-testid="request-detail-status">
          {t(`requests.status.${request.status}`)}
        </Badge>
      </Flex>
      <Text size={1} muted>
        {t('requests.field.received')}: {received ? t('requests.lisbon-time', { time: received }) : ''}
      </Text>
    </Stack>
  );
}
