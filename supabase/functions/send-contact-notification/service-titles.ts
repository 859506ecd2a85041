import type { Locale, ServiceValue } from './site-constants.ts';

/**
 * The service's title as the site shows it, read from the content source (hosted Sanity or the
 * local Content Lake) when a mail is written, so a rename in the Studio reaches the mails too.
 * A copy of serviceMailTitlesQuery in lib/content/queries.ts (the function folder deploys on its
 * own); tests/integration/service-titles.test.ts keeps the two equal.
 */
export const SERVICE_MAIL_TITLES_QUERY = `*[_type == "service" && value == $service && !(_id in path("drafts.**"))][0]{
  "visitor": coalesce(title[$lang], title.en),
  "owner": title.en
}`;

/** The title in the visitor's language (for their mail) and in English (for the owner's). */
export interface ServiceTitles {
  visitor: string;
  owner: string;
}

export type ServiceTitleSource = (service: ServiceValue, language: Locale) => Promise<ServiceTitles | null>;

export interface ContentSourceConfig {
  /** Hosted: `https://<projectId>.apicdn.sanity.io`; on embedded defaults the local lake's URL. */
  apiUrl: string;
  apiVersion: string;
  dataset: string;
  /** Only for a private dataset. */
  token?: string;
  timeoutMs: number;
}

/**
 * Queries the content source over Sanity's HTTP API. Resolves null when the source cannot answer
 * (down, slow, or no such service): the mails then use the function's own list.
 */
export function createServiceTitleSource(
  config: ContentSourceConfig,
  fetchImpl: typeof fetch = fetch,
): ServiceTitleSource {
  return async (service, language) => {
    const url = new URL(`${config.apiUrl}/v${config.apiVersion}/data/query/${config.dataset}`);
    url.searchParams.set('query', SERVICE_MAIL_TITLES_QUERY);
    url.searchParams.set('$service', JSON.stringify(service));
    url.searchParams.set('$lang', JSON.stringify(language));
    try {
      const response = await fetchImpl(url, {
        headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`the content source answered ${response.status}`);
      const { result } = (await response.json()) as { result: Partial<ServiceTitles> | null };
      const visitor = result?.visitor?.trim();
      const owner = result?.owner?.trim();
      return visitor && owner ? { visitor, owner } : null;
    } catch (error) {
      console.error(
        `Service titles from the content source failed (${(error as Error).message}); using the function's own`,
      );
      return null;
    }
  };
}
