/**
 * What a content migration script does around its plan, which is free of I/O and unit-tested:
 * `[--dataset production] [--dry-run]`, read the dataset's state, print where and the plan, and
 * (unless a dry run or nothing to do) write the plan in one transaction: all of it or nothing (an
 * edit made meanwhile fails it: run it again). Which Content Lake: lake-client.ts.
 */
import { parseArgs } from 'node:util';
import type { PatchOperations, SanityDocumentStub } from '@sanity/client';

import { contentLake } from '../../lib/env/public.ts';
import { lakeClient } from './lake-client.ts';

/** A migration's writes: documents to create, patches (each on the revision read), ids to delete. */
export type MigrationWrites = {
  creates: SanityDocumentStub[];
  patches: ({ id: string } & PatchOperations)[];
  deletes?: string[];
};

export async function runMigration<State, Plan extends MigrationWrites>(migration: {
  /** The transaction's tag, as the lake logs it. */
  tag: string;
  /** What the plan reads. */
  query: string;
  plan: (state: State) => Plan;
  describe: (plan: Plan) => string[];
}): Promise<void> {
  const { values } = parseArgs({
    options: {
      dataset: { type: 'string', default: contentLake.dataset },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const { client, where } = await lakeClient(values.dataset!);
  console.log(`${values['dry-run'] ? 'Dry run: nothing is written. ' : ''}${where}`);
  const plan = migration.plan(await client.fetch<State>(migration.query));
  console.log(migration.describe(plan).join('\n'));
  const deletes = plan.deletes ?? [];
  if (values['dry-run'] || plan.creates.length + plan.patches.length + deletes.length === 0) return;
  const transaction = client.transaction();
  for (const doc of plan.creates) transaction.create(doc);
  for (const { id, ...operations } of plan.patches) transaction.patch(id, operations);
  for (const id of deletes) transaction.delete(id);
  try {
    const result = await transaction.commit({ visibility: 'sync', tag: migration.tag });
    console.log(`Done (transaction ${result.transactionId}).`);
  } catch (error) {
    console.error(`Not migrated, nothing written: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
