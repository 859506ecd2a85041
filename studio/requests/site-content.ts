import { useEffect, useState } from 'react';
import { useClient } from 'sanity';

import { contentLake } from '../../lib/env/public';
import { SERVICE_DURATION_DEFAULT_MINUTES, type Locale } from '../../lib/constants';

/** A service's title per site language, as the owner wrote it in the Studio (keyed by its booking value). */
export type ServiceTitles = Record<string, Partial<Record<Locale, string>>>;

export interface SiteContent {
  services: ServiceTitles;
  /** A service's usual duration in minutes (keyed by its booking value), where the owner set one. */
  durations: Record<string, number>;
  businessName: string | null;
}

const QUERY = `{
  "services": *[_type == "service" && defined(value)]{value, title, durationMinutes},
  "businessName": *[_id == "siteSettings"][0].businessName
}`;

/**
 * The published service titles and durations and the business name, read once from the Content
 * Lake the Studio edits: the filter and the list name services as the site does, an appointment
 * starts with its service's duration, and a reply is signed with the business's name.
 */
export function useSiteContent(): SiteContent {
  const client = useClient({ apiVersion: contentLake.apiVersion });
  const [content, setContent] = useState<SiteContent>({ services: {}, durations: {}, businessName: null });
  useEffect(() => {
    let stopped = false;
    client
      .fetch<{
        services: { value: string; title?: Partial<Record<Locale, string>>; durationMinutes?: number | null }[];
        businessName: string | null;
      }>(QUERY, {}, { perspective: 'published', tag: 'requests.site-content' })
      .then(
        (result) => {
          if (stopped) return;
          setContent({
            services: Object.fromEntries(result.services.map((service) => [service.value, service.title ?? {}])),
            durations: Object.fromEntries(
              result.services.flatMap(({ value, durationMinutes }) =>
                typeof durationMinutes === 'number' ? [[value, durationMinutes]] : [],
              ),
            ),
            businessName: result.businessName ?? null,
          });
        },
        // Without them the tool shows the stored values, and an appointment starts with the default duration.
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

/** How long an appointment for a service takes unless the owner says otherwise: its duration in the content, else the default. */
export function serviceDuration(durations: Record<string, number>, value: string | null): number {
  return (value ? durations[value] : undefined) ?? SERVICE_DURATION_DEFAULT_MINUTES;
}
