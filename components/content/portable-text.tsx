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
      normal: ({ children }) => <p className="leading-relaxed text-pretty">{children}</p>,
      h3: ({ children }) => (
        <Heading className="pt-2 text-xl font-semibold tracking-tight text-ink">{children}</Heading>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="list-disc space-y-2 pl-6 marker:text-gold-deep">{children}</ul>,
    },
    listItem: {
      bullet: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
    },
    marks: {
      strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ children, value }) => {
        const href = typeof value?.href === 'string' ? value.href : '';
        const className = 'font-medium text-gold-deep underline underline-offset-4 hover:text-ink';
        // Internal links keep the reader's language; web links open in a new tab; mailto:/tel: as they are.
        if (isInternal(href)) {
          return (
            <a href={localizedHref(href, lang)} className={className}>
              {children}
            </a>
          );
        }
        return /^https?:\/\//i.test(href) ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
            {children}
          </a>
        ) : (
          <a href={href} className={className}>
            {children}
          </a>
        );
      },
    },
  };
}

/**
 * Rich text from the Studio (paragraphs, h3, bullet lists, strong/em, links) with the site's
 * typography. Works in Server and Client Components alike (no hooks).
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
    <div className={`space-y-4 text-base text-slate md:text-lg ${className}`.trim()}>
      <PortableTextRenderer value={value} components={components(lang, headingLevel)} />
    </div>
  );
}
