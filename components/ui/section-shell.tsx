import type { ReactNode } from 'react';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

/** The column's width and what fades in: all of it, the heading alone (the content brings its own reveals), or nothing. */
const LAYOUTS = {
  column: { width: 'max-w-6xl', reveal: 'column' },
  'heading-reveal': { width: 'max-w-7xl', reveal: 'heading' },
  still: { width: 'max-w-7xl', reveal: 'none' },
} as const;

/**
 * A content section: the `<section>` named by its heading, a centred column, the heading (eyebrow,
 * title, intro), then the section's own content. The markup is the pages' contract with the browser
 * tests: ids, classes and data attributes are exactly what each section wrote out before.
 */
export function SectionShell({
  id,
  headingId = `${id}-title`,
  className,
  layout,
  heading,
  fallbackTitle,
  tone,
  children,
}: {
  /** The section's own id, an anchor of the page. */
  id?: string;
  /** The heading's id, which names the section (aria-labelledby); `<id>-title` unless given. */
  headingId?: string;
  className: string;
  layout: keyof typeof LAYOUTS;
  heading: { eyebrow?: string | null; title?: string | null; intro?: string | null } | null | undefined;
  /** Names the section while the owner has written no title. */
  fallbackTitle?: string;
  tone?: 'light' | 'dark';
  children?: ReactNode;
}) {
  const { width, reveal } = LAYOUTS[layout];
  const column = `mx-auto ${width} px-5 md:px-8`;
  const title = (
    <SectionHeading
      id={headingId}
      tone={tone}
      eyebrow={heading?.eyebrow}
      title={heading?.title || fallbackTitle}
      intro={heading?.intro}
    />
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {reveal === 'column' ? (
        <Reveal className={column}>
          {title}
          {children}
        </Reveal>
      ) : (
        <div className={column}>
          {reveal === 'heading' ? <Reveal>{title}</Reveal> : title}
          {children}
        </div>
      )}
    </section>
  );
}
