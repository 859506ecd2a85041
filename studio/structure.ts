import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { StructureBuilder, StructureResolver, StructureResolverContext } from 'sanity/structure';

import { STUDIO_NAMESPACE } from './i18n/messages';

/** Singletons open their one document directly (`_id` = type name), in the order editors expect. */
const SINGLETON_ITEMS = [
  { type: 'siteSettings', title: 'Site settings' },
  { type: 'homePage', title: 'Home page' },
  { type: 'aboutPage', title: 'About page' },
  { type: 'video', title: 'Video' },
] as const;

/**
 * Collections, each listed in the order the site shows them. Those without `orderBy` open the
 * drag-and-drop list of @sanity/orderable-document-list: dragging an item sets its `orderRank`,
 * the field the site sorts them by. Questions share one list; each service's page shows its own
 * in their order there. Vehicle sizes and extras follow the services they price; their order is
 * that of the price tables and the booking form.
 */
const COLLECTION_ITEMS: readonly { type: string; title: string; orderBy?: string }[] = [
  { type: 'service', title: 'Services' },
  { type: 'vehicleSize', title: 'Vehicle sizes' },
  { type: 'serviceExtra', title: 'Extras' },
  { type: 'servicePage', title: 'Service pages', orderBy: 'slug.current' },
  { type: 'faq', title: 'Frequently asked questions' },
  { type: 'galleryImage', title: 'Gallery images' },
  { type: 'beforeAfterPair', title: 'Before and after' },
  { type: 'review', title: 'Reviews' },
  { type: 'legalPage', title: 'Legal pages', orderBy: 'slug.current' },
];

/**
 * A desk title in the person's Studio language: the `structure.<key>` text of studio/i18n, the
 * English one here until those have loaded. The desk is built again when the language changes.
 */
const inStudioLanguage = (context: StructureResolverContext, key: string, english: string): string =>
  context.i18n.t(`structure.${key}`, { ns: STUDIO_NAMESPACE, defaultValue: english });

const singletonItem = (S: StructureBuilder, { type, title }: { type: string; title: string }) =>
  S.documentTypeListItem(type).id(type).title(title).child(S.document().schemaType(type).documentId(type).title(title));

const collectionItem = (
  S: StructureBuilder,
  context: StructureResolverContext,
  { type, title, orderBy }: (typeof COLLECTION_ITEMS)[number],
) =>
  orderBy
    ? S.documentTypeListItem(type)
        .title(title)
        .child(
          S.documentTypeList(type)
            .title(title)
            .defaultOrdering([{ field: orderBy, direction: 'asc' }]),
        )
    : // The type's name as id, as before: the desk's URLs stay the same.
      orderableDocumentListDeskItem({ type, id: type, title, S, context });

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title(inStudioLanguage(context, 'content', 'Content'))
    .items([
      ...SINGLETON_ITEMS.map((item) =>
        singletonItem(S, { ...item, title: inStudioLanguage(context, item.type, item.title) }),
      ),
      S.divider(),
      ...COLLECTION_ITEMS.map((item) =>
        collectionItem(S, context, { ...item, title: inStudioLanguage(context, item.type, item.title) }),
      ),
    ]);
