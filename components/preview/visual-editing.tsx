'use client';
import { VisualEditing as SanityVisualEditing } from 'next-sanity/visual-editing/client-component';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { choosePreviewPerspective } from '@/lib/content/preview-actions';

/**
 * Click-to-edit overlays and the bridge to the Studio's Presentation tool (next-sanity loads their
 * code lazily, and only an owner's preview renders this). Each edit the Studio saves re-renders the
 * page on the server with the new draft: next-sanity leaves refreshing on mutations to the app. The
 * page hears of a save from the content source itself (/api/draft-mode/changes), which is sooner
 * than the Presentation tool's own signal; both refresh.
 */
export function VisualEditing() {
  const router = useRouter();
  useEffect(() => {
    const changes = new EventSource('/api/draft-mode/changes');
    changes.onmessage = () => router.refresh();
    return () => changes.close();
  }, [router]);
  return (
    <SanityVisualEditing
      refresh={() => {
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
