import { Button, Flex, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { REQUEST_STATUS_VALUES, type RequestStatusValue } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { STATUS_TONES } from './format';

/** One button per status, the current one pressed; a click on another sets it. */
export function RequestStatusButtons({
  status,
  changingTo,
  error,
  onChange,
}: {
  status: RequestStatusValue;
  changingTo: RequestStatusValue | undefined;
  error: string | undefined;
  onChange: (status: RequestStatusValue) => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  return (
    <Stack gap={2} as="section" aria-label={t('requests.set-status')}>
      <Text size={1} weight="medium">
        {t('requests.set-status')}
      </Text>
      <Flex gap={2} wrap="wrap" role="group" aria-label={t('requests.set-status')}>
        {REQUEST_STATUS_VALUES.map((value) => (
          <Button
            key={value}
            mode={status === value ? 'default' : 'ghost'}
            tone={status === value ? STATUS_TONES[value] : 'default'}
            text={t(`requests.status.${value}`)}
            aria-pressed={status === value}
            loading={changingTo === value}
            disabled={changingTo !== undefined}
            onClick={() => status !== value && onChange(value)}
            data-testid={`request-status-${value}`}
          />
        ))}
      </Flex>
      {error ? (
        <Text size={1} role="alert">
          {t('requests.status-error', { message: error })}
        </Text>
      ) : null}
    </Stack>
  );
}
