import { defineCliConfig } from 'sanity/cli';
import { contentLake } from './lib/env/public';

export default defineCliConfig({
  api: {
    projectId: contentLake.projectId,
    dataset: contentLake.dataset,
  },
  typegen: {
    // The site's GROQ lives in lib/content/queries.ts; app/ is scanned so inline queries are typed too.
    path: ['./lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: 'studio/schema.json',
    generates: 'lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
