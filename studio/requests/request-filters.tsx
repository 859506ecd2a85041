import { SearchIcon } from '@sanity/icons/Search';
import { Flex, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { SERVICE_VALUES } from '../../lib/constants';
import { REQUEST_STATUS_VALUES, type RequestStatusValue } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';

/** The list's filter: a status, a service (named as the site names it) and a search box. */
export function RequestFilters({
  status,
  service,
  searchText,
  titleOf,
  onStatus,
  onService,
  onSearchText,
  onSearchNow,
}: {
  status: RequestStatusValue | '';
  service: string;
  searchText: string;
  titleOf: (service: string) => string | null;
  onStatus: (status: RequestStatusValue | '') => void;
  onService: (service: string) => void;
  onSearchText: (text: string) => void;
  onSearchNow: () => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  return (
    <Flex
      as="form"
      role="search"
      aria-label={t('requests.filters')}
      gap={3}
      wrap="wrap"
      align="flex-end"
      onSubmit={(event: React.FormEvent) => event.preventDefault()}
    >
      <Stack gap={2} style={{ minWidth: 180 }}>
        <Text as="label" htmlFor="requests-filter-status" size={1} weight="medium">
          {t('requests.filter.status')}
        </Text>
        <Select
          id="requests-filter-status"
          value={status}
          onChange={(event) => onStatus(event.currentTarget.value as RequestStatusValue | '')}
        >
          <option value="">{t('requests.filter.all-statuses')}</option>
          {REQUEST_STATUS_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`requests.status.${value}`)}
            </option>
          ))}
        </Select>
      </Stack>
      <Stack gap={2} style={{ minWidth: 220 }}>
        <Text as="label" htmlFor="requests-filter-service" size={1} weight="medium">
          {t('requests.filter.service')}
        </Text>
        <Select id="requests-filter-service" value={service} onChange={(event) => onService(event.currentTarget.value)}>
          <option value="">{t('requests.filter.all-services')}</option>
          {SERVICE_VALUES.map((value) => (
            <option key={value} value={value}>
              {titleOf(value)}
            </option>
          ))}
        </Select>
      </Stack>
      <Stack gap={2} flex={1} style={{ minWidth: 240 }}>
        <Text as="label" htmlFor="requests-filter-search" size={1} weight="medium">
          {t('requests.filter.search')}
        </Text>
        <TextInput
          id="requests-filter-search"
          type="search"
          icon={SearchIcon}
          value={searchText}
          placeholder={t('requests.filter.search-placeholder')}
          onChange={(event) => onSearchText(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter searches at once instead of submitting the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearchNow();
            }
          }}
        />
      </Stack>
    </Flex>
  );
}
