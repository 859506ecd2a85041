import { describe, expect, it } from 'vitest';

import { schemaTypes } from '../schemas';
import {
  documentTypesWithLocaleFields,
  filterLocaleField,
  languageFilterDocumentTypes,
  localeFieldPaths,
  type TypeDefinition,
} from './locale-fields';

/** Paths in a readable form: `hero.title`, `reasons[].title`, `blocks[quote].text`. */
const readable = (types: readonly TypeDefinition[]) =>
  localeFieldPaths(types).map(
    ({ documentType, steps }) =>
      `${documentType}:` +
      steps
        .map((step) => ('field' in step ? `.${step.field}` : `[${step.itemType ?? ''}]`))
        .join('')
        .slice(1),
  );

describe('localeFieldPaths', () => {
  const types: TypeDefinition[] = [
    { name: 'localeString', type: 'object', fields: [{ name: 'en', type: 'string' }] },
    { name: 'picture', type: 'image', fields: [{ name: 'alt', type: 'localeString' }] },
    {
      name: 'menu',
      type: 'object',
      fields: [
        { name: 'label', type: 'localeString' },
        { name: 'children', type: 'array', of: [{ type: 'menu' }] },
      ],
    },
    {
      name: 'page',
      type: 'document',
      fields: [
        { name: 'slug', type: 'slug' },
        {
          name: 'hero',
          type: 'object',
          fields: [
            { name: 'title', type: 'localeString' },
            { name: 'image', type: 'picture' },
          ],
        },
        { name: 'tags', type: 'array', of: [{ type: 'localeString' }] },
        { name: 'reasons', type: 'array', of: [{ type: 'object', fields: [{ name: 'title', type: 'localeString' }] }] },
        {
          name: 'blocks',
          type: 'array',
          of: [
            { name: 'quote', type: 'object', fields: [{ name: 'text', type: 'localeString' }] },
            { type: 'picture' },
          ],
        },
        { name: 'menu', type: 'menu' },
      ],
    },
    { name: 'plain', type: 'document', fields: [{ name: 'title', type: 'string' }] },
  ];

  it('finds every translatable field at any depth, through named types, objects and arrays', () => {
    expect(readable(types)).toEqual([
      'page:hero.title',
      'page:hero.image.alt',
      'page:tags[]',
      'page:reasons[].title',
      'page:blocks[quote].text',
      'page:blocks[picture].alt',
      // A type inside itself is followed once, so the walk ends; copies nested deeper are not listed.
      'page:menu.label',
    ]);
    expect(localeFieldPaths(types)[0]!.steps).toEqual([
      { field: 'hero', title: 'hero' },
      { field: 'title', title: 'title' },
    ]);
    expect(documentTypesWithLocaleFields(types)).toEqual(['page']);
  });

  it('covers the site’s schema, nested named types and arrays included', () => {
    const paths = readable(schemaTypes as TypeDefinition[]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'homePage:hero.title',
        'homePage:hero.image.alt',
        'homePage:servicesSection.eyebrow',
        'siteSettings:paidCollectionAreas[]',
        'siteSettings:whyChooseUs[].title',
        'servicePage:relatedLinks.links[].label',
        'servicePage:menuTitle',
        'aboutPage:images[].alt',
        'service:summary',
        'vehicleSize:title',
        'vehicleSize:examples',
        'serviceExtra:title',
        'galleryImage:image.alt',
        'legalPage:body',
      ]),
    );
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(documentTypesWithLocaleFields(schemaTypes as TypeDefinition[])).toEqual(documentTypes);
    expect(paths).toContain('review:text');
  });

  it('narrows every document type with the language filter except reviews, whose original may be any language', () => {
    const documentTypes = documentTypesWithLocaleFields(schemaTypes as TypeDefinition[]);
    expect(languageFilterDocumentTypes(schemaTypes as TypeDefinition[])).toEqual(
      documentTypes.filter((type) => type !== 'review'),
    );
  });
});

describe('filterLocaleField', () => {
  const localeString = { name: 'localeString' } as Parameters<typeof filterLocaleField>[0];
  const member = (name: string) => ({ name }) as Parameters<typeof filterLocaleField>[1];

  it('shows a language only while it is selected, and never the translation source', () => {
    expect(filterLocaleField(localeString, member('uk'), ['en', 'uk'], undefined)).toBe(true);
    expect(filterLocaleField(localeString, member('pt'), ['en', 'uk'], undefined)).toBe(false);
    expect(filterLocaleField(localeString, member('translatedFrom'), ['en', 'pt', 'uk'], undefined)).toBe(false);
    expect(filterLocaleField({ name: 'seo' } as typeof localeString, member('title'), ['en'], undefined)).toBe(true);
  });
});
