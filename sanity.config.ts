import { languageFilter } from '@sanity/language-filter';
import { visionTool } from '@sanity/vision';
import { defineConfig, type PluginOptions } from 'sanity';
import { structureTool } from 'sanity/structure';
import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE } from './lib/constants';
import { publicEnv } from './lib/env';
import { schemaTypes } from './schemas';
import { documentTypesWithLocaleFields, filterLocaleField } from './studio/locale-fields';
import { singletonDocumentActions, withoutSingletonTemplates } from './studio/singletons';
import { PLACEHOLDER_PROJECT_ID, STUDIO_BASE_PATH, type StudioProject } from './studio/project';
import { structure } from './studio/structure';

/**
 * The Studio for one project: the env-configured one, or one chosen on /studio for this session
 * (which adds its own plugins, e.g. a way to disconnect).
 */
export function createStudioConfig({ projectId, dataset }: StudioProject, extraPlugins: PluginOptions[] = []) {
  return defineConfig({
    name: 'default',
    title: 'Caparica Detailing',
    basePath: STUDIO_BASE_PATH,
    projectId,
    dataset,
    schema: { types: schemaTypes, templates: withoutSingletonTemplates },
    document: { actions: singletonDocumentActions },
    plugins: [
      structureTool({ structure }),
      languageFilter({
        supportedLanguages: LOCALES.map((id) => ({ id, title: LOCALE_TAGS[id].label })),
        defaultLanguages: [DEFAULT_LOCALE],
        documentTypes: documentTypesWithLocaleFields(schemaTypes),
        filterField: filterLocaleField,
      }),
      visionTool({ defaultApiVersion: publicEnv.sanityApiVersion }),
      ...extraPlugins,
    ],
  });
}

export default createStudioConfig({
  projectId: publicEnv.sanityProjectId ?? PLACEHOLDER_PROJECT_ID,
  dataset: publicEnv.sanityDataset,
});
