import {
  PortableText as PortableTextRenderer,
  type PortableTextComponents,
  type PortableTextProps,
} from '@portabletext/react';
import type { Locale } from '@/lib/constants';
import { localizedHref } from '@/lib/i18n/locale';

/** Site paths start with one slash; anything else (https:, mailto:, //host) is not a site page. */
function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The level the Studio's one "Heading" style takes: one below the heading the text sits under. */
type HeadingLevel = 2 | 3;

function components(lang: Locale, headingLevel: HeadingLevel): PortableTextComponents {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h3: ({ children }) => <Heading>{children}</Heading>,
    },
    list: {
      bullet: ({ children }) => <ul>{children}</ul>,
    },
    listItem: {
      bullet: ({ children }) => <li>{children}</li>,
    },
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ children, value }) => {
        const href = typeof value?.href === 'string' ? value.href : '';
        // Internal links keep the reader's language; web links open in a new tab; mailto:/tel: as they are.
        if (isInternal(href)) {
          return <a href={localizedHref(href, lang)}>{children}</a>;
        }
        return /^https?:\/\//i.test(href) ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <a href={href}>{children}</a>
        );
      },
    },
  };
}

/**
 * Rich text from the Studio (paragraphs, h3, bullet lists, strong/em, links) with the site's
 * typography: `rich-text` in globals.css styles the elements inside, so a long policy's every
 * paragraph does not carry the same classes twice (markup and RSC payload). Works in Server and
 * Client Components alike (no hooks).
 */
export function PortableText({
  value,
  lang,
  className = '',
  headingLevel = 3,
}: {
  value: PortableTextProps['value'] | null | undefined;
  lang: Locale;
  className?: string;
  /** 3 under a section's h2 (default); 2 where the text sits right under the page's h1. */
  headingLevel?: HeadingLevel;
}) {
  if (!value) return null;
  return (
    <div className={`rich-text ${className}`.trim()}>
      <PortableTextRenderer value={value} components={components(lang, headingLevel)} />
    </div>
  );
}
