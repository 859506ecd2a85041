'use client';

import { NextStudio } from 'next-sanity/studio/client-component';
import config from '../sanity.config';

/** Loaded lazily by StudioPage. */
export default function EmbeddedStudio() {
  return <NextStudio config={config} />;
}
