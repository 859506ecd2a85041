import { Button, Flex, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { STUDIO_NAMESPACE } from '../i18n/messages';

/**
 * Previous and next page, when there is more than one. The buttons follow the page asked for
 * (`page`), the line the page answered (`shown`).
 */
export function RequestPager({
  page,
  shown,
  pages,
  onPrevious,
  onNext,
}: {
  page: number;
  shown: number;
  pages: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  if (pages <= 1) return null;
  return (
    <Flex gap={2} align="center" justify="space-between">
      <Button mode="ghost" text={t('requests.page.previous')} disabled={page <= 1} onClick={onPrevious} />
      <Text size={1} data-testid="requests-page">
        {t('requests.page', { page: shown, pages })}
      </Text>
      <Button mode="ghost" text={t('requests.page.next')} disabled={page >= pages} onClick={onNext} />
    </Flex>
  );
}
