import { DownloadIcon } from '@sanity/icons/Download';
import { InboxIcon } from '@sanity/icons/Inbox';
import { SearchIcon } from '@sanity/icons/Search';
import { UserIcon } from '@sanity/icons/User';
import { Badge, Box, Button, Card, Flex, Heading, Select, Spinner, Stack, Text, TextInput } from '@sanity/ui';
import { useToast } from '@sanity/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Tool, useCurrentLocale, useTranslation } from 'sanity';

import { SERVICE_VALUES } from '../../lib/constants';
import {
  REQUEST_STATUS_VALUES,
  type InboxPage,
  type InboxRow,
  type RequestFilter,
  type RequestStatusValue,
} from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { contentLocale, lisbonTime, STATUS_TONES } from './format';
import { setNewRequestCount } from './new-count';
import { PersonDialog } from './person-dialog';
import { RequestDetail } from './request-detail';
import { saveDownload, useRequestsApi } from './requests-api';
import { serviceTitle, useSiteContent } from './site-content';
import { REQUESTS_TOOL_NAME } from './tool-name';
import { useVisiblePolling } from './use-visible-polling';

/** How long the search box waits for typing to pause before it searches. */
const SEARCH_DELAY_MS = 300;

/**
 * The owner's inbox of booking requests: newest first, filtered by status, service and a search,
 * 50 a page, rereading every few seconds while visible so a new request appears without a reload.
 * Opening one shows every field, its mail, its history, and what the owner can do with it.
 * Registered for project administrators only (sanity.config.ts); the site's API checks again.
 */
export function RequestsTool() {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const locale = useCurrentLocale();
  const toast = useToast();
  const { api, hasToken } = useRequestsApi();
  const site = useSiteContent();
  const [status, setStatus] = useState<RequestStatusValue | ''>('');
  const [service, setService] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<InboxPage | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [exporting, setExporting] = useState(false);
  const [personEmail, setPersonEmail] = useState<string | undefined>();

  const filter: RequestFilter = { status, service, search, page };
  const filterKey = JSON.stringify(filter);

  // The search follows the box once typing pauses, from the first page.
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  // Only the latest read is shown: an answer for a filter since changed arrives too late to count.
  const reads = useRef(0);
  const read = useCallback(async () => {
    const current = ++reads.current;
    try {
      const next = await api.list(JSON.parse(filterKey) as RequestFilter);
      if (current !== reads.current) return;
      setAnswer(next);
      setError(undefined);
      setNewRequestCount(next.newCount);
    } catch (cause) {
      if (current === reads.current) setError(cause instanceof Error ? cause.message : String(cause));
    }
  }, [api, filterKey]);
  useVisiblePolling(read, `${filterKey}:${hasToken}`);

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveDownload(await api.exportCsv({ status, service, search }, locale.id));
    } catch (cause) {
      toast.push({
        status: 'error',
        title: t('requests.export-error', { message: cause instanceof Error ? cause.message : String(cause) }),
      });
    } finally {
      setExporting(false);
    }
  };

  const language = contentLocale(locale.id);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const selected = answer?.rows.find((row) => row.id === selectedId);

  if (!hasToken) {
    return (
      <Card height="fill" padding={5}>
        <Text>{t('requests.no-token')}</Text>
      </Card>
    );
  }

  return (
    <Card height="fill" overflow="auto" data-testid="requests-tool">
      <Stack padding={4} gap={4}>
        <Flex align="center" gap={3} wrap="wrap">
          <Heading as="h1" size={2}>
            {t('requests.heading')}
          </Heading>
          <Badge tone="primary" data-testid="requests-new-count" data-count={answer?.newCount ?? ''}>
            {t('requests.new-count', { count: answer?.newCount ?? '…' })}
          </Badge>
          <Box flex={1} />
          <Button
            mode="ghost"
            icon={DownloadIcon}
            text={t('requests.export-csv')}
            loading={exporting}
            onClick={() => void exportCsv()}
            data-testid="requests-export-csv"
          />
          <Button
            mode="ghost"
            icon={UserIcon}
            text={t('requests.person.button')}
            onClick={() => setPersonEmail(selected?.email ?? '')}
            data-testid="requests-person"
          />
        </Flex>

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
              onChange={(event) => changeFilter(() => setStatus(event.currentTarget.value as RequestStatusValue | ''))}
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
            <Select
              id="requests-filter-service"
              value={service}
              onChange={(event) => changeFilter(() => setService(event.currentTarget.value))}
            >
              <option value="">{t('requests.filter.all-services')}</option>
              {SERVICE_VALUES.map((value) => (
                <option key={value} value={value}>
                  {serviceTitle(site.services, value, language)}
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
              onChange={(event) => setSearchText(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter searches at once instead of submitting the form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setSearch(searchText.trim());
                  setPage(1);
                }
              }}
            />
          </Stack>
        </Flex>

        {error ? (
          <Card tone="critical" padding={3} radius={2} role="alert">
            <Text size={1}>
              {error === 'no-token' ? t('requests.no-token') : t('requests.list.error', { message: error })}
            </Text>
          </Card>
        ) : null}

        <Flex gap={4} wrap="wrap" align="flex-start">
          <Stack gap={3} flex={1} style={{ minWidth: 320 }}>
            {!answer ? (
              <Spinner muted />
            ) : (
              <>
                <Text size={1} muted data-testid="requests-total">
                  {t('requests.total', { count: answer.total })}
                </Text>
                <RequestList
                  rows={answer.rows}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  titleOf={(value) => serviceTitle(site.services, value, language)}
                  localeId={locale.id}
                />
                {pages > 1 ? (
                  <Flex gap={2} align="center" justify="space-between">
                    <Button
                      mode="ghost"
                      text={t('requests.page.previous')}
                      disabled={page <= 1}
                      onClick={() => setPage((current) => Math.max(1, current - 1))}
                    />
                    <Text size={1} data-testid="requests-page">
                      {t('requests.page', { page: answer.page, pages })}
                    </Text>
                    <Button
                      mode="ghost"
                      text={t('requests.page.next')}
                      disabled={page >= pages}
                      onClick={() => setPage((current) => current + 1)}
                    />
                  </Flex>
                ) : null}
              </>
            )}
          </Stack>
          <Box flex={1} style={{ minWidth: 360 }}>
            {selectedId ? (
              <RequestDetail
                key={selectedId}
                id={selectedId}
                api={api}
                site={site}
                onChanged={() => void read()}
                onPersonData={(email) => setPersonEmail(email)}
              />
            ) : (
              <Card padding={4} radius={2} border>
                <Text muted>{t('requests.detail.empty')}</Text>
              </Card>
            )}
          </Box>
        </Flex>
      </Stack>
      {personEmail !== undefined ? (
        <PersonDialog
          api={api}
          initialEmail={personEmail}
          onClose={() => setPersonEmail(undefined)}
          onErased={(email) => {
            if (selected && selected.email.toLowerCase() === email.toLowerCase()) setSelectedId(undefined);
            void read();
          }}
        />
      ) : null}
    </Card>
  );
}

function RequestList({
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
          <Card
            as="button"
            type="button"
            padding={3}
            radius={2}
            border
            tone={row.id === selectedId ? 'primary' : row.status === 'new' ? 'default' : 'transparent'}
            selected={row.id === selectedId}
            aria-current={row.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(row.id)}
            style={{ width: '100%', textAlign: 'left', cursor: 'pointer' }}
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
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/** The tool as the Studio registers it (sanity.config.ts adds it for administrators only). */
export const requestsTool: Tool = {
  name: REQUESTS_TOOL_NAME,
  title: 'Requests',
  icon: InboxIcon,
  component: RequestsTool,
};
