import { languageFilter } from '@sanity/language-filter';
import { ptPTLocale } from '@sanity/locale-pt-pt';
import { ukUALocale } from '@sanity/locale-uk-ua';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE } from './lib/constants';
import { contentLake } from './lib/env/public';
import { schemaTypes } from './schemas';
import { browserLanguages, withBrowserLocaleLast } from './studio/i18n/browser-locale';
import { studioLocalization } from './studio/i18n/plugin';
import { filterLocaleField, languageFilterDocumentTypes } from './studio/locale-fields';
import { LOCAL_LAKE_DOCUMENT_OPTIONS, localLakeWorkspace } from './studio/local-lake';
import { presentation } from './studio/presentation';
import { withRequestsToolForAdministrators } from './studio/requests/register';
import { singletonDocumentActions, withoutSingletonTemplates } from './studio/singletons';
import { StudioAfterProjectFeatures } from './studio/studio-after-project-features';
import { STUDIO_BASE_PATH } from './studio/project';
import { structure } from './studio/structure';
import { translationStatus } from './studio/translation-status/translation-status-tool';

/**
 * The Studio of the configured Content Lake: a hosted Sanity project, or on embedded defaults
 * the local lake (its API host and its own sign-in). Nothing else differs.
 */
export default defineConfig({
  name: 'default',
  title: 'Caparica Detailing',
  basePath: STUDIO_BASE_PATH,
  projectId: contentLake.projectId,
  dataset: contentLake.dataset,
  ...(contentLake.apiHost ? { apiHost: contentLake.apiHost } : {}),
  // The Requests tool sends the person's Sanity token to the site's API, which checks it on every call (lib/booking/studio/auth). Token
  // login always keeps one in this browser; Sanity's default (`dual`) may sign in by a sanity.io cookie no script can read.
  ...(contentLake.isLocal && contentLake.apiHost
    ? localLakeWorkspace(contentLake.apiHost)
    : { auth: { loginMethod: 'token' as const } }),
  schema: { types: schemaTypes, templates: withoutSingletonTemplates },
  // The config's own layout is the innermost: inside Sanity's comments layout, which it waits for.
  studio: { components: { layout: StudioAfterProjectFeatures } },
  document: {
    actions: singletonDocumentActions,
    ...(contentLake.isLocal ? LOCAL_LAKE_DOCUMENT_OPTIONS : {}),
  },
  // en-US (Sanity's default) + pt-PT + uk-UA. Sanity starts in the locale this browser stored (localStorage `sanity-locale:
  // <projectId>:<workspace>`, set by the language menu's changeLocale), else in the list's last: so the browser's goes last.
  i18n: { locales: (locales) => withBrowserLocaleLast(locales, browserLanguages()) },
  plugins: [
    ptPTLocale(),
    ukUALocale(),
    studioLocalization(),
    structureTool({ structure }),
    presentation,
    languageFilter({
      supportedLanguages: LOCALES.map((id) => ({ id, title: LOCALE_TAGS[id].label })),
      defaultLanguages: [DEFAULT_LOCALE],
      documentTypes: languageFilterDocumentTypes(schemaTypes),
      filterField: filterLocaleField,
    }),
    translationStatus(),
    visionTool({ defaultApiVersion: contentLake.apiVersion }),
  ],
  // Booking requests are the owner's: only project administrators get the Requests tool (the site's API checks again).
  tools: withRequestsToolForAdministrators,
});
