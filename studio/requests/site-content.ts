import { useEffect, useState } from 'react';
import { useClient } from 'sanity';

import { contentLake } from '../../lib/env/public';
import type { Locale } from '../../lib/constants';

/** A service's title per site language, as the owner wrote it in the Studio (keyed by its booking value). */
export type ServiceTitles = Record<string, Partial<Record<Locale, string>>>;

export interface SiteContent {
  services: ServiceTitles;
  businessName: string | null;
}

const QUERY = `{
  "services": *[_type == "service" && defined(value)]{value, title},
  "businessName": *[_id == "siteSettings"][0].businessName
}`;

/**
 * The published service titles and business name, read once from the Content Lake the Studio edits:
 * the filter and the list name services as the site does, and a reply is signed with the business's name.
 */
export function useSiteContent(): SiteContent {
  const client = useClient({ apiVersion: contentLake.apiVersion });
  const [content, setContent] = useState<SiteContent>({ services: {}, businessName: null });
  useEffect(() => {
    let stopped = false;
    client
      .fetch<{ services: { value: string; title?: Partial<Record<Locale, string>> }[]; businessName: string | null }>(
        QUERY,
        {},
        { perspective: 'published', tag: 'requests.site-content' },
      )
      .then(
        (result) => {
          if (stopped) return;
          setContent({
            services: Object.fromEntries(result.services.map((service) => [service.value, service.title ?? {}])),
            businessName: result.businessName ?? null,
          });
        },
        // Without them the tool shows the stored values; nothing else depends on them.
        () => undefined,
      );
    return () => {
      stopped = true;
    };
  }, [client]);
  return content;
}

/** A service's title in a language, else in English, else its stored value. */
export function serviceTitle(services: ServiceTitles, value: string | null, locale: Locale): string | null {
  if (!value) return null;
  return services[value]?.[locale] ?? services[value]?.en ?? value;
}
