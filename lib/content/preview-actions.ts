'use server';
import { draftMode } from 'next/headers';
import { setPreviewPerspective } from './preview-cookies';

/** The Presentation tool's drafts/published switch; nothing happens outside a preview session. */
export async function choosePreviewPerspective(perspective: string) {
  if ((await draftMode()).isEnabled) await setPreviewPerspective(perspective);
}
