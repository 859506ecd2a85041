import type { DocumentActionsResolver, TemplateResolver } from 'sanity';
import { singletonTypes } from '../schemas';

/**
 * Singletons are edited in place under a fixed `_id` (= type name) that the site's GROQ relies on,
 * so the Studio must never offer a second copy or a way to remove the one that exists.
 */
const SINGLETONS = new Set<string>(singletonTypes);

/** Actions a singleton keeps: everything else (delete, duplicate, unpublish…) would break the fixed id. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export const isSingletonType = (schemaType: string): boolean => SINGLETONS.has(schemaType);

/** Drops singleton types from every "create new" menu (global and reference inputs). */
export const withoutSingletonTemplates: TemplateResolver = (templates) =>
  templates.filter(({ schemaType }) => !isSingletonType(schemaType));

export const singletonDocumentActions: DocumentActionsResolver = (actions, { schemaType }) =>
  isSingletonType(schemaType)
    ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
    : actions;
