import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '@/schemas';
import {
  contentDocumentTypes,
  documentTypesModule,
  DOCUMENT_TYPES_FILE,
} from '@/scripts/content/generate-document-types';
import { DOCUMENT_TYPES } from './document-types';
import { CACHE_TAGS, tagsForDocumentType } from './tags';

type ExtractedType = { name: string; type: string };
const extractedSchema = async () => JSON.parse(await readFile('studio/schema.json', 'utf8')) as ExtractedType[];

describe('cache tags derive from the schema', () => {
  it('gives every document type of the Studio schema its own tag', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect([...DOCUMENT_TYPES].sort()).toEqual([...documentTypes].sort());
    for (const type of documentTypes) expect(tagsForDocumentType(type)).toEqual([`sanity:${type}`]);
    expect(Object.values(CACHE_TAGS)).toEqual(DOCUMENT_TYPES.map((type) => `sanity:${type}`));
  });

  it('is what `npm run typegen` writes from the extracted schema (no drift)', async () => {
    expect(await readFile(DOCUMENT_TYPES_FILE, 'utf8')).toBe(await documentTypesModule(await extractedSchema()));
  });

  it('tags a document type added to the schema with no list to edit', async () => {
    const schema = [...(await extractedSchema()), { name: 'testimonial', type: 'document' }];
    expect(contentDocumentTypes(schema)).toEqual([...DOCUMENT_TYPES, 'testimonial'].sort());
  });

  it("leaves out Sanity's own documents and object types, which no page reads", async () => {
    const schema = await extractedSchema();
    expect(schema.some(({ name, type }) => type === 'document' && name.startsWith('sanity.'))).toBe(true);
    expect(contentDocumentTypes(schema).some((type) => type.startsWith('sanity.'))).toBe(false);
    for (const type of ['sanity.imageAsset', 'sanity.fileAsset', 'localeString', 'seo', 'nope']) {
      expect(tagsForDocumentType(type)).toEqual([]);
    }
  });
});
