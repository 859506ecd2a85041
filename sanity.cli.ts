import { defineCliConfig } from 'sanity/cli';
import { publicEnv } from './lib/env';
import { PLACEHOLDER_PROJECT_ID } from './studio/project';

export default defineCliConfig({
  api: {
    projectId: publicEnv.sanityProjectId ?? PLACEHOLDER_PROJECT_ID,
    dataset: publicEnv.sanityDataset,
  },
  typegen: {
    // The site's GROQ lives in lib/content/queries.ts; app/ is scanned so inline queries are typed too.
    path: ['./lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: 'studio/schema.json',
    generates: 'lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
