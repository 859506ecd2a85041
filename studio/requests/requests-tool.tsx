import { InboxIcon } from '@sanity/icons/Inbox';
import { Box, Card, Flex, Spinner, Stack, Tab, TabList, TabPanel, Text } from '@sanity/ui';
import { useState } from 'react';
import { type Tool, useCurrentLocale, useTranslation } from 'sanity';

import { STUDIO_NAMESPACE } from '../i18n/messages';
import { AppointmentWeekView } from './appointment-week-view';
import { contentLocale } from './format';
import { PersonDialog } from './person-dialog';
import { RequestDetail } from './request-detail';
import { RequestFilters } from './request-filters';
import { RequestList } from './request-list';
import { RequestPager } from './request-pager';
import { useRequestsApi } from './requests-api';
import { RequestsHeader } from './requests-header';
import { serviceTitle, useSiteContent } from './site-content';
import { REQUESTS_TOOL_NAME } from './tool-name';
import { useCsvExport } from './use-csv-export';
import { useRequests } from './use-requests';

/**
 * The owner's inbox of booking requests: newest first, filtered by status, service and a search,
 * 50 a page, rereading every few seconds while visible so a new request appears without a reload.
 * Opening one shows every field, its appointment, its mail, its history, and what the owner can do
 * with it. A second tab shows the appointments of this week and the next, by day; each opens its
 * request. Registered for project administrators only (sanity.config.ts); the site's API checks again.
 */
export function RequestsTool() {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const locale = useCurrentLocale();
  const { api, hasToken } = useRequestsApi();
  const site = useSiteContent();
  const requests = useRequests(api, hasToken);
  const { exporting, exportCsv } = useCsvExport(api);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [personEmail, setPersonEmail] = useState<string | undefined>();
  const [view, setView] = useState<'requests' | 'week'>('requests');

  const { answer, error, filter, read } = requests;
  const language = contentLocale(locale.id);
  const titleOf = (value: string) => serviceTitle(site.services, value, language);
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
        <RequestsHeader
          newCount={answer?.newCount}
          exporting={exporting}
          onExport={() => void exportCsv(filter)}
          onPerson={() => setPersonEmail(selected?.email ?? '')}
        />

        <TabList gap={2}>
          <Tab
            id="requests-tab-list"
            aria-controls="requests-panel-list"
            label={t('requests.tab.requests')}
            selected={view === 'requests'}
            onClick={() => setView('requests')}
          />
          <Tab
            id="requests-tab-week"
            aria-controls="requests-panel-week"
            label={t('requests.tab.week')}
            selected={view === 'week'}
            onClick={() => setView('week')}
          />
        </TabList>

        {/* The list stays mounted while the week shows, so an open request keeps what the owner typed. */}
        <TabPanel id="requests-panel-list" aria-labelledby="requests-tab-list" hidden={view !== 'requests'}>
          <Stack gap={4}>
            <RequestFilters
              status={filter.status}
              service={filter.service}
              searchText={requests.searchText}
              titleOf={titleOf}
              onStatus={requests.chooseStatus}
              onService={requests.chooseService}
              onSearchText={requests.typeSearch}
              onSearchNow={requests.searchNow}
            />

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
                      titleOf={titleOf}
                      localeId={locale.id}
                    />
                    <RequestPager
                      page={filter.page}
                      shown={answer.page}
                      pages={requests.pages}
                      onPrevious={requests.previousPage}
                      onNext={requests.nextPage}
                    />
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
        </TabPanel>
        <TabPanel id="requests-panel-week" aria-labelledby="requests-tab-week" hidden={view !== 'week'}>
          {view === 'week' ? (
            <AppointmentWeekView
              api={api}
              titleOf={titleOf}
              localeId={locale.id}
              onOpen={(requestId) => {
                setSelectedId(requestId);
                setView('requests');
              }}
            />
          ) : null}
        </TabPanel>
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

/** The tool as the Studio registers it (sanity.config.ts adds it for administrators only). */
export const requestsTool: Tool = {
  name: REQUESTS_TOOL_NAME,
  title: 'Requests',
  icon: InboxIcon,
  component: RequestsTool,
};
