'use client';

import type { MouseEvent, ReactNode } from 'react';
import { preselectService } from '@/lib/booking';
import type { ServiceValue } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { HOME_SECTIONS } from '@/lib/seo/routes';

/**
 * "Book this service": a real link to `?service=<value>#contact` (works without JavaScript);
 * with JavaScript it stays on the page, preselects the service (which hands keyboard focus to the
 * form's service field) and scrolls to the contact section.
 */
export function ServicesBookLink({
  value,
  href,
  className,
  label,
  children,
}: {
  value: ServiceValue;
  href: string;
  className: string;
  label: string;
  children: ReactNode;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const contact = document.getElementById(HOME_SECTIONS.contact);
    // Let modified clicks (new tab/window) behave as links do.
    if (!contact || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    preselectService(value);
    contact.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <a href={href} onClick={onClick} aria-label={label} className={className}>
      {children}
    </a>
  );
}
