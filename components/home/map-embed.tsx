'use client';

import { useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import type { ClientLabels } from '@/lib/i18n/client-labels';

/**
 * The Google Maps embed, loaded only when the visitor asks for it: until then the server-drawn
 * placeholder (children) costs no third-party request. The frame takes the placeholder's box,
 * so nothing shifts, and receives focus because the button that had it is gone.
 */
export function MapEmbed({
  src,
  title,
  labels,
  children,
}: {
  src: string;
  title: string;
  labels: ClientLabels<'map'>;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);

  if (shown) {
    return (
      <iframe
        ref={(frame) => frame?.focus()}
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        className="absolute inset-0 h-full w-full border-0"
      />
    );
  }
  return (
    <>
      {children}
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 bg-gradient-to-t from-ink/70 to-transparent px-4 pt-12 pb-5">
        <button type="button" onClick={() => setShown(true)} className={buttonClasses('primary')}>
          {labels['home.map.show']}
        </button>
        <p className="text-center text-xs text-paper">{labels['home.map.privacyNote']}</p>
      </div>
    </>
  );
}
