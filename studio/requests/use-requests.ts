import { useCallback, useEffect, useRef, useState } from 'react';

import type { InboxPage, RequestFilter, RequestStatusValue } from '../../lib/booking/studio/index';
import { errorMessage } from './format';
import { setNewRequestCount } from './new-count';
import type { RequestsApi } from './requests-api';
import { useVisiblePolling } from './use-visible-polling';

/** How long the search box waits for typing to pause before it searches. */
const SEARCH_DELAY_MS = 300;

/**
 * The list the tool shows: its filter (status, service, the search as typed and as searched, the
 * page) and the latest answer for it, reread every few seconds while visible so a new request
 * appears without a reload. A changed filter starts from the first page.
 */
export function useRequests(api: RequestsApi, hasToken: boolean) {
  const [status, setStatus] = useState<RequestStatusValue | ''>('');
  const [service, setService] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<InboxPage | undefined>();
  const [error, setError] = useState<string | undefined>();

  const filter = { status, service, search, page } satisfies RequestFilter;
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
      if (current === reads.current) setError(errorMessage(cause));
    }
  }, [api, filterKey]);
  useVisiblePolling(read, `${filterKey}:${hasToken}`);

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return {
    filter,
    searchText,
    answer,
    error,
    read,
    pages: answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1,
    chooseStatus: (value: RequestStatusValue | '') => changeFilter(() => setStatus(value)),
    chooseService: (value: string) => changeFilter(() => setService(value)),
    typeSearch: setSearchText,
    /** Enter searches at once, without waiting for typing to pause. */
    searchNow: () => changeFilter(() => setSearch(searchText.trim())),
    previousPage: () => setPage((current) => Math.max(1, current - 1)),
    nextPage: () => setPage((current) => current + 1),
  };
}
