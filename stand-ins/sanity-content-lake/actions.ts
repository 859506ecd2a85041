import { LakeError } from './errors.ts';
import type { MutationInput } from './mutations.ts';
import type { LakeDocument } from './store.ts';

/**
 * Sanity's Actions API (https://www.sanity.io/docs/http-actions), which the Studio uses for every
 * edit, publish, unpublish, discard and delete: each action becomes the mutations it stands for,
 * checked against the current documents, and one request is one transaction. Release and variant
 * actions are refused: the local lake is a project without releases.
 */
type Action = Record<string, unknown> & { actionType?: unknown };

const actionError = (status: number, type: string, description: string) =>
  new LakeError(status, { error: { description, type } });

const str = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value === '')
    throw actionError(400, 'validationError', `"${field}" must be a document id`);
  return value;
};

export function actionsToMutations(actions: unknown, documents: Map<string, LakeDocument>): MutationInput[] {
  const list = Array.isArray(actions) ? actions : [actions];
  if (list.length === 0 || list.some((action) => !action || typeof action !== 'object')) {
    throw actionError(400, 'validationError', 'Expected one action or an array of actions');
  }
  // Later actions in a request see what earlier ones did (for existence checks).
  const exists = new Map<string, boolean>();
  const has = (id: string) => exists.get(id) ?? documents.has(id);
  const get = (id: string) => (exists.get(id) === false ? undefined : documents.get(id));
  const mutations: MutationInput[] = [];
  const push = (mutation: MutationInput, id: string, present: boolean) => {
    mutations.push(mutation);
    exists.set(id, present);
  };

  for (const action of list as Action[]) {
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const attributes = { ...(action.attributes as LakeDocument) };
        const publishedId = str(action.publishedId, 'publishedId');
        attributes._id ??= `drafts.${publishedId}`;
        const id = str(attributes._id, 'attributes._id');
        if (has(id)) {
          if (action.ifExists === 'ignore') continue;
          throw actionError(409, 'documentAlreadyExistsError', `Document "${id}" already exists`);
        }
        push({ create: attributes }, id, true);
        break;
      }
      case 'sanity.action.document.edit': {
        const draftId = str(action.draftId, 'draftId');
        const publishedId = str(action.publishedId, 'publishedId');
        if (!has(draftId)) {
          const published = get(publishedId);
          if (!published)
            throw actionError(404, 'documentNotFoundError', `Neither "${draftId}" nor "${publishedId}" exists`);
          push({ createIfNotExists: { ...published, _id: draftId } }, draftId, true);
        }
        const patch = (action.patch ?? {}) as Record<string, unknown>;
        mutations.push({ patch: { ...patch, id: draftId } });
        break;
      }
      case 'sanity.action.document.publish': {
        const draftId = str(action.draftId, 'draftId');
        const publishedId = str(action.publishedId, 'publishedId');
        const draft = get(draftId);
        if (!draft) throw actionError(409, 'documentNotFoundError', `There is no draft "${draftId}" to publish`);
        const published = get(publishedId);
        if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev) {
          throw actionError(409, 'documentRevisionIDDoesNotMatchError', `The draft changed (revision ${draft._rev})`);
        }
        if (typeof action.ifPublishedRevisionId === 'string' && action.ifPublishedRevisionId !== published?._rev) {
          throw actionError(
            409,
            'documentRevisionIDDoesNotMatchError',
            `The published document changed (revision ${published?._rev})`,
          );
        }
        // The new published revision gets the transaction's id, as every write does.
        push({ createOrReplace: { ...draft, _id: publishedId, _rev: undefined } }, publishedId, true);
        push({ delete: { id: draftId } }, draftId, false);
        break;
      }
      case 'sanity.action.document.unpublish': {
        const draftId = str(action.draftId, 'draftId');
        const publishedId = str(action.publishedId, 'publishedId');
        const published = get(publishedId);
        if (!published) throw actionError(409, 'documentNotFoundError', `"${publishedId}" is not published`);
        if (!has(draftId)) push({ createIfNotExists: { ...published, _id: draftId } }, draftId, true);
        push({ delete: { id: publishedId } }, publishedId, false);
        break;
      }
      case 'sanity.action.document.delete': {
        const publishedId = str(action.publishedId, 'publishedId');
        const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as unknown[]) : [];
        for (const id of [publishedId, ...drafts.map((draft) => str(draft, 'includeDrafts'))]) {
          if (has(id)) push({ delete: { id } }, id, false);
        }
        break;
      }
      case 'sanity.action.document.discard':
      case 'sanity.action.document.version.discard': {
        const id = str(action.draftId ?? action.versionId, 'versionId');
        if (!has(id)) throw actionError(409, 'documentNotFoundError', `There is no "${id}" to discard`);
        push({ delete: { id } }, id, false);
        break;
      }
      case 'sanity.action.document.replaceDraft': {
        const publishedId = str(action.publishedId, 'publishedId');
        const attributes = { ...(action.attributes as LakeDocument) };
        attributes._id = `drafts.${publishedId}`;
        push({ createOrReplace: attributes }, attributes._id, true);
        break;
      }
      default:
        throw actionError(
          400,
          'validationError',
          `Action "${String(action.actionType)}" is not available: the local Content Lake has no releases or variants`,
        );
    }
  }
  return mutations;
}
