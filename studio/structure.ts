import type { StructureBuilder, StructureResolver } from 'sanity/structure';

/** Singletons open their one document directly (`_id` = type name), in the order editors expect. */
const SINGLETON_ITEMS = [
  { type: 'siteSettings', title: 'Site settings' },
  { type: 'homePage', title: 'Home page' },
  { type: 'aboutPage', title: 'About page' },
  { type: 'interiorDetailPage', title: 'Interior detailing page' },
  { type: 'video', title: 'Video' },
] as const;

/** Collections, each listed in the order the site shows them. */
const COLLECTION_ITEMS = [
  { type: 'service', title: 'Services', orderBy: 'order' },
  { type: 'faq', title: 'Frequently asked questions', orderBy: 'order' },
  { type: 'galleryImage', title: 'Gallery images', orderBy: 'order' },
  { type: 'legalPage', title: 'Legal pages', orderBy: 'slug.current' },
] as const;

const singletonItem = (S: StructureBuilder, { type, title }: (typeof SINGLETON_ITEMS)[number]) =>
  S.documentTypeListItem(type).id(type).title(title).child(S.document().schemaType(type).documentId(type).title(title));

const collectionItem = (S: StructureBuilder, { type, title, orderBy }: (typeof COLLECTION_ITEMS)[number]) =>
  S.documentTypeListItem(type)
    .title(title)
    .child(
      S.documentTypeList(type)
        .title(title)
        .defaultOrdering([{ field: orderBy, direction: 'asc' }]),
    );

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETON_ITEMS.map((item) => singletonItem(S, item)),
      S.divider(),
      ...COLLECTION_ITEMS.map((item) => collectionItem(S, item)),
    ]);
