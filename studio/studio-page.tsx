'use client';

import { lazy, Suspense } from 'react';

// The Studio is ~2 MB of JavaScript, loaded after the page shell.
const EmbeddedStudio = lazy(() => import('./embedded-studio'));

export function StudioPage() {
  return (
    <Suspense fallback={null}>
      <EmbeddedStudio />
    </Suspense>
  );
}
