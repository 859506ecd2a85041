/**
 * Runs Sanity's own document validation (the rules of schemas/) offline: custom rules that
 * query the dataset (unique service value, unique slug) get a client that evaluates their GROQ
 * with groq-js against the given documents, the same engine the site uses on the bundled dataset.
 */
import { createSchema, type SanityClient, type SanityDocument, validateDocument } from 'sanity';
import { evaluate, parse } from 'groq-js';

import { schemaTypes } from '../../schemas/index';
import type { SanityDocumentLike } from './assemble-dataset.ts';

export type Finding = { documentId: string; level: 'error' | 'warning' | 'info'; path: string; message: string };

export const compiledSchema = createSchema({ name: 'default', types: schemaTypes });

function datasetClient(documents: readonly SanityDocumentLike[]): SanityClient {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params?: Record<string, unknown>) =>
      (await evaluate(parse(query), { dataset: documents, params })).get(),
  };
  return client as unknown as SanityClient;
}

/**
 * Validation findings for `candidates`, with references and queries resolved against `dataset`.
 * `environment: 'cli'` also reports fields the schema does not know, but (a quirk of Sanity's
 * CLI mode) downgrades object-level custom errors to warnings; 'studio' keeps the levels editors see.
 */
export async function validateDocuments(
  candidates: readonly SanityDocumentLike[],
  dataset: readonly SanityDocumentLike[],
  environment: 'cli' | 'studio' = 'cli',
): Promise<Finding[]> {
  const client = datasetClient(dataset);
  const ids = new Set(dataset.map((document) => document._id));
  const findings = await Promise.all(
    candidates.map(async (document) => {
      const markers = await validateDocument({
        document: document as unknown as SanityDocument,
        workspace: { schema: compiledSchema, getClient: () => client } as never,
        getDocumentExists: async ({ id }) => ids.has(id),
        environment,
      });
      return markers.map((marker) => ({
        documentId: document._id,
        level: marker.level,
        path: marker.path.map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : segment)).join('.'),
        message: marker.message,
      }));
    }),
  );
  return findings.flat();
}
