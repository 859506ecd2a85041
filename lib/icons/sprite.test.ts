import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITE_PATH, ICON_SPRITE_URL } from '@/components/layout/icons';
import { spriteVersion, spriteVersionModule, SPRITE_VERSION_FILE } from '@/scripts/icons/sprite-version';
import { ICON_VIEW_BOX, ICONS, iconSprite } from './sprite';
import { ICON_SPRITE_VERSION } from './sprite-version';

describe('iconSprite', () => {
  it('holds one symbol per icon, painted as its kind, with the paths drawn once', () => {
    const sprite = iconSprite();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">/g)].map(([, id, box]) => `${id} ${box}`);
    expect(ids).toEqual(
      Object.entries(ICONS).map(([id, icon]) => `${id} ${'viewBox' in icon ? icon.viewBox : ICON_VIEW_BOX}`),
    );
    expect(ids).toContain('map-art 0 0 400 300');
    expect(sprite).toContain(
      `<symbol id="whatsapp" viewBox="0 0 24 24"><g fill="currentColor">${ICONS.whatsapp.body}</g>`,
    );
    expect(sprite).toContain(`<symbol id="phone" viewBox="0 0 24 24"><g fill="none" stroke="currentColor"`);
    // An outline symbol sets no stroke width: the using <svg> does (inherited).
    const outlines = Object.keys(ICONS).filter((id) => ICONS[id as keyof typeof ICONS].kind === 'outline');
    for (const id of outlines)
      expect(sprite.match(new RegExp(`<symbol id="${id}".*?</symbol>`))?.[0]).not.toContain('stroke-width');
    // Art paints itself, in the theme's colours.
    expect(sprite).toContain(`<symbol id="map-art" viewBox="0 0 400 300">${ICONS['map-art'].body}</symbol>`);
    expect(ICONS['map-art'].body).toContain('var(--color-gold)');
  });

  it('is served where the icons point, under its content hash', () => {
    expect(existsSync(`app${ICON_SPRITE_PATH}/route.ts`)).toBe(true);
    expect(ICON_SPRITE_URL).toBe(`/icons.svg?v=${ICON_SPRITE_VERSION}`);
  });

  it('has its current hash in lib/icons/sprite-version.ts (npm run build rewrites it)', () => {
    expect(readFileSync(SPRITE_VERSION_FILE, 'utf8')).toBe(spriteVersionModule(spriteVersion(iconSprite())));
  });

  it('gets a new hash when any icon changes', () => {
    expect(spriteVersion(iconSprite())).toMatch(/^[\w-]{10}$/);
    expect(spriteVersion(iconSprite().replace('M5 3h3.2', 'M5 3h3.3'))).not.toBe(spriteVersion(iconSprite()));
  });
});
