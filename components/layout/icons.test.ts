import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, MAP_ART_VIEW_BOX } from './icon-names';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)].map(
  ([, id, viewBox, body]) => ({ id: id!, viewBox: viewBox!, body: body! }),
);

describe('the icon sprite', () => {
  it('holds exactly the named icons, each once', () => {
    expect(symbols.map(({ id }) => id)).toEqual([...ICON_NAMES]);
  });

  it('draws icons on a 24-unit grid, the map on its own, in the theme’s colours', () => {
    for (const { id, viewBox } of symbols) expect(viewBox, id).toBe(id === 'map-art' ? MAP_ART_VIEW_BOX : '0 0 24 24');
    expect(symbols.find(({ id }) => id === 'map-art')?.body).toContain('var(--color-gold)');
  });

  it('leaves the stroke width of outline icons to the <svg> that uses them', () => {
    const outlines = symbols.filter(({ body }) => body.startsWith('<g fill="none" stroke="currentColor"'));
    expect(outlines.length).toBeGreaterThan(5);
    for (const { id, body } of outlines) expect(body, id).not.toContain('stroke-width');
  });
});
