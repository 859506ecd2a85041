import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from '@/lib/constants';
import { MANIFEST_ICONS } from './app-icons';
import { SHORT_NAME_MAX_CHARS, buildManifest, shortName } from './manifest';

describe('shortName', () => {
  it('keeps a name that fits, else its longest run of leading words that does', () => {
    expect(shortName('Detail Co')).toBe('Detail Co');
    expect(shortName('Caparica Detailing')).toBe('Caparica');
    expect(shortName('The Detail Studio Lisboa')).toBe('The Detail');
    expect(shortName('  Caparica   Detailing ')).toBe('Caparica');
  });

  it('leaves a name whose first word is already too long to the launcher', () => {
    expect(shortName('Autoreparaturwerkstatt Lisboa')).toBe('Autoreparaturwerkstatt Lisboa');
    expect('Caparica'.length).toBeLessThanOrEqual(SHORT_NAME_MAX_CHARS);
  });
});

describe('buildManifest', () => {
  const manifest = buildManifest({ name: 'Caparica Detailing', description: 'Premium detailing near Lisbon.' });

  it('names the app after the business, opens the home page standalone', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Caparica Detailing',
      short_name: 'Caparica',
      description: 'Premium detailing near Lisbon.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BRAND_COLORS.ink,
      theme_color: BRAND_COLORS.ink,
    });
  });

  it('lists every manifest icon as a sized PNG with its purpose', () => {
    expect(manifest.icons).toEqual(
      MANIFEST_ICONS.map((icon) => ({
        src: icon.src,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    );
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
