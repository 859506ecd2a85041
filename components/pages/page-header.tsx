import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import type { Locale } from '@/lib/constants';
import { localizedHref } from '@/lib/i18n/locale';
import type { Crumb } from '@/lib/seo/page-seo';

/** Breadcrumb items for the shared component: links in the reader's language, the current page unlinked. */
export function breadcrumbItems(crumbs: Crumb[], lang: Locale) {
  return crumbs.map((crumb, index) =>
    index === crumbs.length - 1
      ? { label: crumb.label }
      : { label: crumb.label, href: localizedHref(crumb.path, lang) },
  );
}

/** The dark band that opens a content page: breadcrumb, eyebrow, the page's one h1, intro. */
export function PageHeader({
  crumbs,
  lang,
  eyebrow,
  title,
  children,
}: {
  crumbs: Crumb[];
  lang: Locale;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-graphite pt-28 pb-16 text-paper md:pt-36 md:pb-20">
      <div className="mx-auto max-w-7xl px-5 md:px-8">
        <Breadcrumbs lang={lang} items={breadcrumbItems(crumbs, lang)} />
        <div className="mt-8">
          {eyebrow ? <p className="eyebrow mb-3 text-gold">{eyebrow}</p> : null}
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        </div>
        {children}
        <FirstScreenEnd />
      </div>
    </div>
  );
}
