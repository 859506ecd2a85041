import { parentPort, workerData } from 'node:worker_threads';
import { LakeError } from './errors.ts';
import type { WorkerAnswer, WorkerRequest } from './query-pool.ts';
import { documentsInPerspective, runQuery, runQueryWithSourceMap } from './query.ts';
import type { LakeDocument } from './store.ts';

/**
 * A thread of the lake's query pool (query-pool.ts): the documents as of the last commit it was
 * told of, and groq-js. It answers one query at a time, as JSON text or as the error to send.
 */
const documents = new Map((workerData as { documents: LakeDocument[] }).documents.map((doc) => [doc._id, doc]));
const port = parentPort!;

async function answer(request: WorkerRequest & { kind: 'query' }, dataset: LakeDocument[]): Promise<WorkerAnswer> {
  const { query, params, scope, sourceMap: mode } = request;
  try {
    if (mode && 'perspective' in scope) {
      const { json, sourceMap } = await runQueryWithSourceMap(dataset, query, params, {
        mode,
        perspective: scope.perspective,
      });
      return { json, sourceMap: JSON.stringify(sourceMap) };
    }
    return { json: JSON.stringify((await runQuery(dataset, query, params)) ?? null) };
  } catch (error) {
    if (error instanceof LakeError) return { status: error.status, body: error.body };
    // What else fails here is the query's doing: a result too large to serialise, a stack too deep.
    return { status: 400, body: { error: { description: String(error), query, type: 'queryExecutionError' } } };
  }
}

port.on('message', async (request: WorkerRequest) => {
  if (request.kind === 'commit') {
    for (const [id, doc] of Object.entries(request.after)) {
      if (doc) documents.set(id, doc);
      else documents.delete(id);
    }
    return;
  }
  const { scope } = request;
  const dataset =
    'documents' in scope
      ? scope.documents
      : documentsInPerspective(documents.values(), scope.perspective, scope.canReadDrafts);
  port.postMessage(await answer(request, dataset));
});
port.postMessage({ ready: true } satisfies WorkerAnswer);
