import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseNdjson, toNdjson, type SanityDocumentLike } from '../../scripts/content/assemble-dataset.ts';

/**
 * The lake's documents and their history, durable on disk as Sanity keeps them: a base snapshot
 * (the bundled dataset, copied on the first start) plus an append-only transaction log. Every
 * transaction is one NDJSON line written and fsynced before anyone hears of it; a line cut short
 * by a crash is dropped on the next start, so a transaction is either whole or absent.
 */
export type LakeDocument = SanityDocumentLike & { _rev?: string; _createdAt?: string; _updatedAt?: string };

export interface Transaction {
  id: string;
  timestamp: string;
  /** The user id that made it (`author` in Sanity's history API). */
  author: string;
  mutations: unknown[];
  /** Each touched document before and after, by id (null: absent). */
  before: Record<string, LakeDocument | null>;
  after: Record<string, LakeDocument | null>;
}

export type TransactionListener = (transaction: Transaction) => void;

const BASE_FILE = 'base.ndjson';
const LOG_FILE = 'transactions.ndjson';

/** Sanity-like revision and transaction ids: 22 characters of base 62. */
export function randomId(length = 22): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export class DocumentStore {
  readonly documents = new Map<string, LakeDocument>();
  /** The documents as seeded, before any transaction: where history starts. */
  readonly base = new Map<string, LakeDocument>();
  readonly transactions: Transaction[] = [];
  private readonly listeners = new Set<TransactionListener>();
  private logFd: number | undefined;

  readonly dir: string;

  private constructor(dir: string) {
    this.dir = dir;
  }

  /** Opens `dir`, seeding it from `seedFile` the first time. */
  static async open(dir: string, seedFile: string): Promise<DocumentStore> {
    await mkdir(dir, { recursive: true });
    const store = new DocumentStore(dir);
    const base = path.join(dir, BASE_FILE);
    if (!existsSync(base)) {
      // Written aside and renamed, so a crash during seeding leaves no half base behind.
      const text = readFileSync(seedFile, 'utf8');
      parseNdjson(text); // refuse a malformed seed before adopting it
      const temp = `${base}.tmp`;
      const fd = openSync(temp, 'w');
      writeSync(fd, text);
      fsyncSync(fd);
      closeSync(fd);
      renameSync(temp, base);
    }
    for (const doc of parseNdjson(readFileSync(base, 'utf8')) as LakeDocument[]) {
      // Every Sanity document has a revision; an import-format seed may not carry one.
      doc._rev ??= `seed${createHash('sha1').update(JSON.stringify(doc)).digest('hex').slice(0, 18)}`;
      store.documents.set(doc._id, doc);
      store.base.set(doc._id, doc);
    }
    store.replayLog(path.join(dir, LOG_FILE));
    store.logFd = openSync(path.join(dir, LOG_FILE), 'a');
    return store;
  }

  private replayLog(file: string) {
    if (!existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    let good = 0;
    for (const line of text.split('\n')) {
      if (line.trim() === '') {
        good += line.length + 1;
        continue;
      }
      let transaction: Transaction;
      try {
        transaction = JSON.parse(line) as Transaction;
      } catch {
        break; // the tail a crash cut short
      }
      this.applyToMemory(transaction);
      good += line.length + 1;
    }
    const goodBytes = Buffer.byteLength(text.slice(0, Math.min(good, text.length)));
    if (goodBytes < Buffer.byteLength(text)) {
      console.warn(`[content-lake] dropped an incomplete last transaction from ${file}`);
      truncateSync(file, goodBytes);
    }
  }

  private applyToMemory(transaction: Transaction) {
    for (const [id, doc] of Object.entries(transaction.after)) {
      if (doc === null) this.documents.delete(id);
      else this.documents.set(id, doc);
    }
    this.transactions.push(transaction);
  }

  /** Makes a transaction durable, then visible, then tells the listeners. */
  commit(transaction: Transaction): void {
    if (this.logFd === undefined) throw new Error('The store is closed');
    writeSync(this.logFd, `${JSON.stringify(transaction)}\n`);
    fsyncSync(this.logFd);
    this.applyToMemory(transaction);
    for (const listener of this.listeners) {
      try {
        listener(transaction);
      } catch (error) {
        console.error('[content-lake] listener failed:', error);
      }
    }
  }

  onTransaction(listener: TransactionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A document as it was at a revision or a time (Sanity's history API), or null. */
  documentAt(id: string, at: { revision?: string; time?: string }): LakeDocument | null {
    let state: LakeDocument | null = this.base.get(id) ?? null;
    if (at.revision !== undefined && state?._rev === at.revision) return state;
    for (const transaction of this.transactions) {
      if (!(id in transaction.after)) continue;
      if (at.time !== undefined && transaction.timestamp > at.time) break;
      state = transaction.after[id] ?? null;
      if (at.revision !== undefined && transaction.id === at.revision) return state ?? transaction.before[id] ?? null;
    }
    return at.revision !== undefined ? null : state;
  }

  all(): LakeDocument[] {
    return [...this.documents.values()];
  }

  /** Every document in Sanity's import format, assets first (as `content:import` expects). */
  exportNdjson(): string {
    const docs = this.all().sort((a, b) => {
      const assetOrder = Number(!a._type.startsWith('sanity.')) - Number(!b._type.startsWith('sanity.'));
      return assetOrder || a._id.localeCompare(b._id);
    });
    return toNdjson(docs);
  }

  close(): void {
    if (this.logFd !== undefined) closeSync(this.logFd);
    this.logFd = undefined;
    this.listeners.clear();
  }
}
