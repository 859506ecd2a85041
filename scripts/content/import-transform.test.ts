import { describe, expect, it } from 'vitest';

import type { SanityDocumentLike } from './assemble-dataset.ts';
import { toImportDocuments } from './import-transform.ts';

const imageAsset = {
  _id: 'image-abc-1200x800-webp',
  _type: 'sanity.imageAsset',
  originalFilename: 'gallery-01.webp',
};
const fileAsset = { _id: 'file-def-mp4', _type: 'sanity.fileAsset', originalFilename: 'detailing-film.mp4' };
const alt = { _type: 'localeString', en: 'Bonnet', pt: 'Capô', uk: 'Капот' };

const documents: SanityDocumentLike[] = [
  imageAsset,
  fileAsset,
  {
    _id: 'galleryImage-01',
    _type: 'galleryImage',
    orderRank: '0|hzzzzz:',
    image: { _type: 'accessibleImage', asset: { _type: 'reference', _ref: imageAsset._id }, alt },
  },
  {
    _id: 'video',
    _type: 'video',
    file: { _type: 'file', asset: { _type: 'reference', _ref: fileAsset._id } },
    poster: { _type: 'accessibleImage', asset: { _type: 'reference', _ref: imageAsset._id }, alt },
  },
  {
    _id: 'aboutPage',
    _type: 'aboutPage',
    images: [{ _key: 'k1', _type: 'accessibleImage', asset: { _type: 'reference', _ref: imageAsset._id }, alt }],
  },
  {
    _id: 'service-interior-detailing',
    _type: 'service',
    detailPage: { _type: 'reference', _ref: 'interiorDetailPage' },
  },
];

describe('toImportDocuments', () => {
  const result = toImportDocuments(documents, '/srv/site/content/assets');

  it('drops the asset documents and keeps the others in order', () => {
    expect(result.map((document) => document._id)).toEqual([
      'galleryImage-01',
      'video',
      'aboutPage',
      'service-interior-detailing',
    ]);
  });

  it('turns image and file references into _sanityAsset uploads of the local files', () => {
    expect(result[0]).toEqual({
      _id: 'galleryImage-01',
      _type: 'galleryImage',
      orderRank: '0|hzzzzz:',
      image: { _type: 'accessibleImage', _sanityAsset: 'image@file:///srv/site/content/assets/gallery-01.webp', alt },
    });
    expect(result[1]).toMatchObject({
      file: { _type: 'file', _sanityAsset: 'file@file:///srv/site/content/assets/detailing-film.mp4' },
      poster: { _sanityAsset: 'image@file:///srv/site/content/assets/gallery-01.webp' },
    });
    expect(result[2]!.images).toEqual([
      {
        _key: 'k1',
        _type: 'accessibleImage',
        _sanityAsset: 'image@file:///srv/site/content/assets/gallery-01.webp',
        alt,
      },
    ]);
  });

  it('leaves document references alone and does not modify its input', () => {
    expect(result[3]).toEqual(documents[5]);
    expect(documents[2]).toHaveProperty('image.asset._ref', imageAsset._id);
  });

  it('fails on an asset reference the dataset cannot resolve', () => {
    const orphan = {
      _id: 'galleryImage-02',
      _type: 'galleryImage',
      image: { asset: { _type: 'reference', _ref: 'image-missing' } },
    };
    expect(() => toImportDocuments([orphan], '/tmp')).toThrow('image-missing');
  });
});
