import { languageFilter } from '@sanity/language-filter';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE } from './lib/constants';
import { contentLake } from './lib/env';
import { schemaTypes } from './schemas';
import { documentTypesWithLocaleFields, filterLocaleField } from './studio/locale-fields';
import { LOCAL_LAKE_DOCUMENT_OPTIONS, localLakeWorkspace } from './studio/local-lake';
import { presentation } from './studio/presentation';
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
  ...(contentLake.isLocal && contentLake.apiHost ? localLakeWorkspace(contentLake.apiHost) : {}),
  schema: { types: schemaTypes, templates: withoutSingletonTemplates },
  // The config's own layout is the innermost: inside Sanity's comments layout, which it waits for.
  studio: { components: { layout: StudioAfterProjectFeatures } },
  document: {
    actions: singletonDocumentActions,
    ...(contentLake.isLocal ? LOCAL_LAKE_DOCUMENT_OPTIONS : {}),
  },
  plugins: [
    structureTool({ structure }),
    presentation,
    languageFilter({
      supportedLanguages: LOCALES.map((id) => ({ id, title: LOCALE_TAGS[id].label })),
      defaultLanguages: [DEFAULT_LOCALE],
      documentTypes: documentTypesWithLocaleFields(schemaTypes),
      filterField: filterLocaleField,
    }),
    translationStatus(),
    visionTool({ defaultApiVersion: contentLake.apiVersion }),
  ],
});
