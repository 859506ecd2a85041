import type { Locale } from '@/lib/constants';
import { previewPerspective } from '@/lib/content';
import { getIntl } from '@/lib/i18n/server';
import { localizedHref } from '@/lib/i18n/locale';
import { VisualEditingLoader } from './visual-editing-loader';

/**
 * What an owner previewing drafts sees over the page (bottom left, clear of the header and the chat
 * button), and the overlays; nothing for visitors.
 */
export async function PreviewBar({ lang }: { lang: Locale }) {
  if (!(await previewPerspective())) return null;
  const intl = getIntl(lang);
  return (
    <>
      <p className="fixed bottom-4 left-4 z-[60] max-w-[calc(100%-7rem)] rounded-card bg-gold px-4 py-2 text-sm font-semibold text-ink shadow-card">
        {intl.formatMessage({ id: 'chrome.preview.notice' })} ·{' '}
        <a
          className="underline underline-offset-2"
          href={`/api/draft-mode/disable?redirect=${encodeURIComponent(localizedHref('/', lang))}`}
        >
          {intl.formatMessage({ id: 'chrome.preview.exit' })}
        </a>
      </p>
      <VisualEditingLoader />
    </>
  );
}
