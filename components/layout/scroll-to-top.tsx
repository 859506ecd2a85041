'use client';

import { useEffect } from 'react';

const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/**
 * Starts the page at the top on load, whatever scroll position the browser would restore
 * (the interior detailing page, spec §2). Renders nothing.
 *
 * Scrolling once on hydration is not enough: on back/forward the browser restores the old offset
 * when it sees fit (after the load event, which waits for the web fonts, so possibly after this
 * effect), and a page shown again from the back/forward cache runs no effect. So this page's
 * history entry asks for no restoration, and a page shown from that cache goes to the top too.
 */
export function ScrollToTop() {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    toTop();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) toTop();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return null;
}
