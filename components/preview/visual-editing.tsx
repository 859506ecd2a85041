'use client';
import { VisualEditing as SanityVisualEditing } from 'next-sanity/visual-editing/client-component';
import { useRouter } from 'next/navigation';
import { choosePreviewPerspective } from '@/lib/content/preview-actions';

/**
 * next-sanity's Visual Editing: click-to-edit overlays on the texts that carry stega (their edit
 * links, lib/content/fetch.ts) and the bridge to the Studio's Presentation tool. next-sanity's
 * client component loads their code with next/dynamic when it renders, and only an owner's preview
 * renders this: a visitor's pages carry this small wrapper in their chunks, never the overlays. Edits reach the page through
 * `<SanityLive>` (Live Content API events, drafts included, in the preview bar), so the Studio's
 * own mutation signal is left alone; a refresh asked for by hand re-renders the page.
 */
export function VisualEditing() {
  const router = useRouter();
  return (
    <SanityVisualEditing
      refresh={(payload) => {
        if (payload.source === 'mutation') return false;
        router.refresh();
        return Promise.resolve();
      }}
      onPerspectiveChange={async (perspective) => {
        await choosePreviewPerspective(typeof perspective === 'string' ? perspective : 'drafts');
        router.refresh();
      }}
    />
  );
}
