'use client';

import { lazy, Suspense } from 'react';

// The Studio's JavaScript is large: it loads after the page shell.
const EmbeddedStudio = lazy(() => import('./embedded-studio'));

export function StudioPage() {
  return (
    <Suspense fallback={null}>
      <EmbeddedStudio />
    </Suspense>
  );
}
