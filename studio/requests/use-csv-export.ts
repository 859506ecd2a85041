import { useToast } from '@sanity/ui/toast';
import { useState } from 'react';
import { useCurrentLocale, useTranslation } from 'sanity';

import type { RequestFilter } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { errorMessage } from './format';
import { saveDownload, type RequestsApi } from './requests-api';

/** The CSV export of every request a filter matches, headed in the Studio's language; a failure is a toast. */
export function useCsvExport(api: RequestsApi) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const locale = useCurrentLocale();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async ({ status, service, search }: RequestFilter) => {
    setExporting(true);
    try {
      saveDownload(await api.exportCsv({ status, service, search }, locale.id));
    } catch (cause) {
      toast.push({ status: 'error', title: t('requests.export-error', { message: errorMessage(cause) }) });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
