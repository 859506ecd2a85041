'use client';
import { lazy, Suspense } from 'react';

// React's own lazy, not next/dynamic: the site's bundles then gain only this stub, not a loader runtime.
const VisualEditing = lazy(() => import('./visual-editing').then((m) => ({ default: m.VisualEditing })));

/**
 * The only preview code in the site's bundles: it fetches the overlays' bridge when an owner's
 * preview renders it (visitors' pages never do).
 */
export function VisualEditingLoader() {
  return (
    <Suspense fallback={null}>
      <VisualEditing />
    </Suspense>
  );
}
