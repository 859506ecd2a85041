'use client';

import { useEffect } from 'react';

/** Logs the missing path (spec §1): read from the address bar, the public URL. */
export function MissingPathLog() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
