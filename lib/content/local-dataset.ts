import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { evaluate, parse } from 'groq-js';
import { serverEnv } from '@/lib/env.server';

/**
 * The embedded Content Lake: the bundled NDJSON (Sanity import format) queried with the very
 * same GROQ through groq-js. Re-read when the file changes so an edit plus a signed webhook
 * updates a running server without a rebuild.
 */
export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

let loaded: { mtimeMs: number; size: number; documents: SanityDocument[] } | undefined;

export function parseNdjson(text: string): SanityDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument);
}

/** Changes whenever the file does: part of the cache key, so a rebuild never serves old content. */
export async function localDatasetVersion(file = serverEnv.localDatasetPath): Promise<string> {
  const info = await stat(file);
  return `${info.mtimeMs}:${info.size}`;
}

export async function loadLocalDataset(file = serverEnv.localDatasetPath): Promise<SanityDocument[]> {
  const info = await stat(file);
  if (!loaded || loaded.mtimeMs !== info.mtimeMs || loaded.size !== info.size) {
    loaded = { mtimeMs: info.mtimeMs, size: info.size, documents: parseNdjson(await readFile(file, 'utf8')) };
  }
  return loaded.documents;
}

export async function evaluateQuery<T>(
  dataset: SanityDocument[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const result = await evaluate(parse(query, { params }), { dataset, params });
  return (await result.get()) as T;
}

export async function queryLocalDataset<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return evaluateQuery<T>(await loadLocalDataset(), query, params);
}
