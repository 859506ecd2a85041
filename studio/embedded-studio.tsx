'use client';

import { NextStudio } from 'next-sanity/studio/client-component';
import config from '../sanity.config';
// After the config, so these faces come after the Studio's own in the stylesheet order.
import './studio-fonts.css';

/** Loaded lazily by StudioPage. */
export default function EmbeddedStudio() {
  return <NextStudio config={config} />;
}
