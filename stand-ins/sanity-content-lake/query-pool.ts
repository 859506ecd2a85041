import { Worker } from 'node:worker_threads';
import { LakeError } from './errors.ts';
import type { Perspective } from './query.ts';
import type { SourceMapMode } from './source-map.ts';
import type { LakeDocument } from './store.ts';

/**
 * GROQ off the lake's event loop. groq-js runs a query to its end once started, so on the main
 * thread one expensive query (nested `*[count(*[...]) > 0]` scans) held every other request, the
 * Studio's included. Queries run in a few worker threads instead, one at a time each; a query
 * still running at the time limit is stopped with its worker, which is replaced, and answered as
 * Sanity answers other query errors. Each worker keeps its own copy of the documents, told of every
 * commit, so a query carries only itself, and its result comes back as JSON text the main thread
 * passes on without walking it.
 *
 * Shared fairly: a client (a signed-in person, or an address) runs at most PER_CLIENT queries at
 * once, and a freed worker takes the waiting query of the client running fewest. One client's
 * flood of slow queries waits behind itself; the others' run beside it.
 */

/** What a query reads: the lake's documents in a perspective, or documents the caller gives. */
export type QueryScope = { perspective: Perspective; canReadDrafts: boolean } | { documents: LakeDocument[] };

export type WorkerRequest =
  | {
      kind: 'query';
      query: string;
      params: Record<string, unknown>;
      scope: QueryScope;
      /** Asked for a Content Source Map (only with a perspective's documents). */
      sourceMap?: SourceMapMode;
    }
  | { kind: 'commit'; after: Record<string, LakeDocument | null> };

/** A query's result as JSON text, and its Content Source Map as JSON text where one was asked for. */
export interface QueryAnswer {
  json: string;
  sourceMap?: string;
}

/** `ready` once loaded; then one answer per query, its result or the error to send. */
export type WorkerAnswer = { ready: true } | QueryAnswer | { status: number; body: unknown };

/** Sanity stops a query after a minute; on the lake's few documents anything legitimate takes milliseconds. */
export const QUERY_TIMEOUT_MS = 5_000;
/** Enough that one slow query leaves others free threads (queries wait for one past that). */
const WORKERS = 4;
/** At most this many of a client's queries run at once: a worker is always left to the others. */
const PER_CLIENT = WORKERS - 1;
/** Heap per worker: a query building huge values is stopped before it takes the lake's memory. */
const WORKER_HEAP_MB = 256;

interface Job {
  request: WorkerRequest & { kind: 'query' };
  client: string;
  resolve: (answer: QueryAnswer) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
}

const queryError = (query: string, description: string) =>
  new LakeError(400, { error: { description, query, type: 'queryExecutionError' } });

export class QueryPool {
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private readonly documents: () => LakeDocument[];
  private readonly timeoutMs: number;
  private closed = false;

  /** `documents` gives the current documents, for a worker started now. */
  constructor(documents: () => LakeDocument[], timeoutMs = QUERY_TIMEOUT_MS) {
    this.documents = documents;
    this.timeoutMs = timeoutMs;
    for (let started = 0; started < WORKERS; started++) this.spawn();
  }

  /**
   * The result as JSON text; a LakeError for the query's own errors and for the time and memory
   * limits. `client` names who asks (the lake's own work, listeners and mutations, by default).
   */
  run(query: string, params: Record<string, unknown>, scope: QueryScope, client = 'lake'): Promise<string> {
    return this.answer({ kind: 'query', query, params, scope }, client).then((answer) => answer.json);
  }

  /** The result and its Content Source Map (source-map.ts), both as JSON text. */
  runWithSourceMap(
    query: string,
    params: Record<string, unknown>,
    scope: QueryScope & { perspective: Perspective },
    sourceMap: SourceMapMode,
    client: string,
  ): Promise<Required<QueryAnswer>> {
    return this.answer({ kind: 'query', query, params, scope, sourceMap }, client) as Promise<Required<QueryAnswer>>;
  }

  private answer(request: WorkerRequest & { kind: 'query' }, client: string): Promise<QueryAnswer> {
    if (this.closed) return Promise.reject(new Error('The Content Lake is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, client, resolve, reject });
      this.dispatch();
    });
  }

  /** Tells every worker of a commit. A worker reads its messages in order, so every later query sees it. */
  commit(after: Record<string, LakeDocument | null>): void {
    const message: WorkerRequest = { kind: 'commit', after };
    for (const worker of this.workers) worker.postMessage(message);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.waiting, ...this.running.values()]) {
      clearTimeout(job.timer);
      job.reject(new Error('The Content Lake is closed'));
    }
    const workers = [...this.workers];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private spawn() {
    const worker = new Worker(new URL('./query-worker.ts', import.meta.url), {
      workerData: { documents: this.documents() },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref(); // the lake's servers keep the process alive, not its workers
    this.workers.add(worker);
    worker.on('message', (answer: WorkerAnswer) => this.settle(worker, answer));
    worker.on('error', (error: Error & { code?: string }) => {
      const query = this.running.get(worker)?.request.query ?? '';
      this.replace(
        worker,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? queryError(
              query,
              `The query needed more than the local Content Lake's ${WORKER_HEAP_MB} MB and was stopped`,
            )
          : error,
      );
    });
    worker.on('exit', () => this.replace(worker, new Error('A query worker stopped')));
  }

  /** The waiting query to run next: the oldest of the client running fewest, under PER_CLIENT. */
  private nextJob(): Job | undefined {
    const runs = new Map<string, number>();
    for (const { client } of this.running.values()) runs.set(client, (runs.get(client) ?? 0) + 1);
    let next: number | undefined;
    this.waiting.forEach((job, index) => {
      const count = runs.get(job.client) ?? 0;
      if (count < PER_CLIENT && (next === undefined || count < (runs.get(this.waiting[next]!.client) ?? 0))) {
        next = index;
      }
    });
    return next === undefined ? undefined : this.waiting.splice(next, 1)[0];
  }

  private dispatch() {
    while (this.idle.length > 0) {
      const job = this.nextJob();
      if (!job) return;
      const worker = this.idle.pop()!;
      this.running.set(worker, job);
      job.timer = setTimeout(() => {
        const limit = `${this.timeoutMs / 1000} s`;
        const description = `The query ran past the local Content Lake's time limit of ${limit} and was stopped (Sanity's limit is 1 minute)`;
        this.replace(worker, queryError(job.request.query, description));
      }, this.timeoutMs);
      worker.postMessage(job.request);
    }
  }

  /** A worker takes queries once loaded, so its start-up never counts against a query's time. */
  private settle(worker: Worker, answer: WorkerAnswer) {
    if (!this.workers.has(worker)) return; // a message still on its way from a stopped worker
    const job = this.running.get(worker);
    this.running.delete(worker);
    clearTimeout(job?.timer);
    if ('json' in answer) job?.resolve(answer);
    else if ('status' in answer) job?.reject(new LakeError(answer.status, answer.body));
    this.idle.push(worker);
    this.dispatch();
  }

  /** Stops a worker (past its time, out of memory, or gone) and starts another; its query fails with `error`. */
  private replace(worker: Worker, error: unknown) {
    if (!this.workers.delete(worker)) return; // already replaced, or the pool is closed
    const job = this.running.get(worker);
    this.running.delete(worker);
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    const idle = this.idle.indexOf(worker);
    if (idle >= 0) this.idle.splice(idle, 1);
    void worker.terminate();
    if (!this.closed) this.spawn();
  }
}
