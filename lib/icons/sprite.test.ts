import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SPRITE_PATH } from '@/components/layout/icons';
import { ICONS, iconSprite } from './sprite';

describe('iconSprite', () => {
  it('holds one symbol per icon, painted as its kind, with the paths drawn once', () => {
    const sprite = iconSprite();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(ids).toEqual(Object.keys(ICONS));
    expect(sprite).toContain(
      `<symbol id="whatsapp" viewBox="0 0 24 24"><g fill="currentColor">${ICONS.whatsapp.body}</g>`,
    );
    expect(sprite).toContain(`<symbol id="phone" viewBox="0 0 24 24"><g fill="none" stroke="currentColor"`);
    // An outline symbol sets no stroke width: the using <svg> does (inherited).
    expect(sprite).not.toContain('stroke-width');
  });

  it('is served where the icons point', () => {
    expect(existsSync(`app${ICON_SPRITE_PATH}/route.ts`)).toBe(true);
  });
});
