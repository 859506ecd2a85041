'use client';

import dynamic from 'next/dynamic';

// The Studio runs in the browser only, and its JavaScript is large: it loads after the page shell,
// and the server build leaves it out.
const EmbeddedStudio = dynamic(() => import('./embedded-studio'), { ssr: false });

export function StudioPage() {
  return <EmbeddedStudio />;
}
