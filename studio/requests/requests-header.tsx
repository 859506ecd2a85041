import { DownloadIcon } from '@sanity/icons/Download';
import { UserIcon } from '@sanity/icons/User';
import { Badge, Box, Button, Flex, Heading } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { STUDIO_NAMESPACE } from '../i18n/messages';

/** The tool's heading, the count of new requests, and its two actions: the CSV export and a person's data. */
export function RequestsHeader({
  newCount,
  exporting,
  onExport,
  onPerson,
}: {
  newCount: number | undefined;
  exporting: boolean;
  onExport: () => void;
  onPerson: () => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  return (
    <Flex align="center" gap={3} wrap="wrap">
      <Heading as="h1" size={2}>
        {t('requests.heading')}
      </Heading>
      <Badge tone="primary" data-testid="requests-new-count" data-count={newCount ?? ''}>
        {t('requests.new-count', { count: newCount ?? '…' })}
      </Badge>
      <Box flex={1} />
      <Button
        mode="ghost"
        icon={DownloadIcon}
        text={t('requests.export-csv')}
        loading={exporting}
        onClick={onExport}
        data-testid="requests-export-csv"
      />
      <Button
        mode="ghost"
        icon={UserIcon}
        text={t('requests.person.button')}
        onClick={onPerson}
        data-testid="requests-person"
      />
    </Flex>
  );
}
