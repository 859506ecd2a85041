import { describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import { parseImageParams, planImage, type ImagePlan, type Size } from './image-params.ts';

// The contract pinned here is Sanity's image API: https://www.sanity.io/docs/image-urls

const parse = (query: string) => parseImageParams(new URLSearchParams(query));

function badRequest(query: string): LakeError {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(LakeError);
    expect((error as LakeError).status).toBe(400);
    return error as LakeError;
  }
  throw new Error(`${query} was accepted`);
}

const ORIGINAL: Size = { width: 1200, height: 900 };
const plan = (query: string, original = ORIGINAL) => planImage(parse(query)!, original);

/** The size the plan's output comes out at. */
function outputSize({ extract, resize, pad }: ImagePlan, original = ORIGINAL): Size {
  const { width, height } = resize ?? extract ?? original;
  return pad ? { width: width + pad.left + pad.right, height: height + pad.top + pad.bottom } : { width, height };
}
const sizeOf = (query: string, original = ORIGINAL) => outputSize(plan(query, original), original);

describe('parseImageParams', () => {
  it('is null without any parameter the lake applies: the stored bytes are the answer', () => {
    expect(parse('')).toBeNull();
    // Unknown parameters are ignored, as Sanity ignores them; auto=format is left to next/image.
    expect(parse('auto=format&dl=photo.jpg&v=2')).toBeNull();
  });

  it("reads the docs' example: rect=70,20,120,150&h=200&blur=10", () => {
    expect(parse('rect=70,20,120,150&h=200&blur=10')).toMatchObject({
      rect: { left: 70, top: 20, width: 120, height: 150 },
      h: 200,
      fit: 'clip',
    });
  });

  it('defaults fit to clip and takes every documented fit', () => {
    expect(parse('w=10')?.fit).toBe('clip');
    for (const fit of ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']) {
      expect(parse(`w=10&fit=${fit}`)?.fit).toBe(fit);
    }
  });

  it('rounds a fractional pixel value (the docs warn but accept h=200.0)', () => {
    expect(parse('h=200.0')?.h).toBe(200);
    expect(parse('rect=0.4,1.6,10,10')?.rect).toEqual({ left: 0, top: 2, width: 10, height: 10 });
  });

  it('takes fm as jpg, pjpg, png or webp, and q from 0 to 100', () => {
    for (const fm of ['jpg', 'pjpg', 'png', 'webp']) expect(parse(`fm=${fm}`)?.fm).toBe(fm);
    expect(parse('q=0')?.q).toBe(0);
    expect(parse('q=100')?.q).toBe(100);
  });

  it('cuts fit=crop around fp-x/fp-y, or the edges or centre crop names', () => {
    expect(parse('fit=crop')?.focus).toEqual({ x: 0.5, y: 0.5 });
    expect(parse('fp-x=0.2&fp-y=0.8')?.focus).toEqual({ x: 0.2, y: 0.8 });
    expect(parse('crop=focalpoint&fp-x=0.2&fp-y=0.8')?.focus).toEqual({ x: 0.2, y: 0.8 });
    expect(parse('crop=top,left')?.focus).toEqual({ x: 0, y: 0 });
    expect(parse('crop=bottom,right')?.focus).toEqual({ x: 1, y: 1 });
    expect(parse('crop=center&fp-x=0.1')?.focus).toEqual({ x: 0.5, y: 0.5 });
  });

  it('reads bg as RGB, ARGB, RRGGBB or AARRGGBB, alpha first ("ff00" is opaque red)', () => {
    expect(parse('bg=ff00')?.bg).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(parse('bg=0f0')?.bg).toEqual({ r: 0, g: 255, b: 0, alpha: 1 });
    expect(parse('bg=0000ff')?.bg).toEqual({ r: 0, g: 0, b: 255, alpha: 1 });
    expect(parse('bg=00ffffff')?.bg).toEqual({ r: 255, g: 255, b: 255, alpha: 0 });
  });

  it.each([
    ['w=abc', 'w'],
    ['w=-5', 'w'],
    ['w=0', 'w'],
    ['h=1e3', 'h'],
    ['w=9000', 'w'],
    ['rect=1,2,3', 'rect'],
    ['rect=a,b,c,d', 'rect'],
    ['rect=-1,0,10,10', 'rect'],
    ['rect=0,0,0,10', 'rect'],
    ['fit=cover', 'fit'],
    // AVIF only comes from auto=format on Sanity: fm does not take it.
    ['fm=avif', 'fm'],
    ['fm=gif', 'fm'],
    ['q=101', 'q'],
    ['q=high', 'q'],
    ['fp-x=1.5', 'fp-x'],
    ['crop=middle', 'crop'],
    ['bg=red', 'bg'],
  ])('refuses %s with a 400 naming the parameter', (query, name) => {
    expect(badRequest(query).message).toMatch(new RegExp(`^Invalid ${name}=`));
  });
});

describe('planImage', () => {
  it('cuts rect from the original, in its pixels, at its own size', () => {
    expect(plan('rect=120,180,780,630')).toEqual({
      extract: { left: 120, top: 180, width: 780, height: 630 },
      quality: 75,
    });
    expect(sizeOf('rect=120,180,780,630')).toEqual({ width: 780, height: 630 });
  });

  it('cuts a rect that runs over the edge at the edge, and refuses one that starts outside', () => {
    expect(plan('rect=1100,800,400,400').extract).toEqual({ left: 1100, top: 800, width: 100, height: 100 });
    expect(() => plan('rect=1200,0,10,10')).toThrow(/outside the 1200x900 image/);
    expect(() => plan('rect=0,900,10,10')).toThrow(LakeError);
  });

  it('scales to one given side keeping the aspect ratio, enlarging only where the fit allows', () => {
    expect(sizeOf('w=600')).toEqual({ width: 600, height: 450 });
    expect(sizeOf('h=300')).toEqual({ width: 400, height: 300 });
    expect(sizeOf('w=2400')).toEqual({ width: 2400, height: 1800 });
    expect(sizeOf('w=2400&fit=max')).toEqual(ORIGINAL);
    expect(sizeOf('w=2400&fit=min')).toEqual(ORIGINAL);
  });

  it('fits w × h by each documented fit', () => {
    // clip: inside the box, enlarging; max: inside, never enlarging.
    expect(sizeOf('w=600&h=600&fit=clip')).toEqual({ width: 600, height: 450 });
    expect(sizeOf('w=2400&h=2400&fit=clip')).toEqual({ width: 2400, height: 1800 });
    expect(sizeOf('w=2400&h=2400&fit=max')).toEqual(ORIGINAL);
    // scale: exactly the box, stretched.
    expect(plan('w=600&h=600&fit=scale')).toMatchObject({ resize: { width: 600, height: 600 } });
    expect(plan('w=600&h=600&fit=scale').extract).toBeUndefined();
    // crop: exactly the box, the excess cut off.
    expect(sizeOf('w=600&h=600&fit=crop')).toEqual({ width: 600, height: 600 });
    // min: the box's aspect ratio, never larger than the original.
    expect(sizeOf('w=600&h=600&fit=min')).toEqual({ width: 600, height: 600 });
    expect(sizeOf('w=1600&h=1600&fit=min')).toEqual({ width: 900, height: 900 });
    // fill: inside the box, enlarging, padded out to it; fillmax: the same, never enlarging.
    expect(plan('w=600&h=600&fit=fill')).toMatchObject({
      resize: { width: 600, height: 450 },
      pad: { top: 75, bottom: 75, left: 0, right: 0 },
    });
    expect(plan('w=2400&h=2400&fit=fillmax')).toMatchObject({
      resize: ORIGINAL,
      pad: { top: 750, bottom: 750, left: 600, right: 600 },
    });
  });

  it('pads fill with bg, transparent white without one', () => {
    expect(plan('w=600&h=600&fit=fill').pad?.background).toEqual({ r: 255, g: 255, b: 255, alpha: 0 });
    expect(plan('w=600&h=600&fit=fill&bg=000').pad?.background).toEqual({ r: 0, g: 0, b: 0, alpha: 1 });
  });

  it('cuts fit=crop around the focal point, kept inside the image', () => {
    const cut = (query: string) => plan(`w=600&h=600&fit=crop&${query}`).extract;
    expect(cut('')).toEqual({ left: 150, top: 0, width: 900, height: 900 });
    expect(cut('crop=left')).toEqual({ left: 0, top: 0, width: 900, height: 900 });
    expect(cut('fp-x=1&fp-y=0.5')).toEqual({ left: 300, top: 0, width: 900, height: 900 });
    expect(cut('fp-x=0.45&fp-y=0.5')).toEqual({ left: 90, top: 0, width: 900, height: 900 });
  });

  it('applies fit=crop within rect, fp in fractions of the rect', () => {
    expect(plan('rect=0,0,600,900&w=300&h=300&fit=crop').extract).toEqual({
      left: 0,
      top: 150,
      width: 600,
      height: 600,
    });
    expect(plan('rect=100,0,600,900&w=300&h=300&fit=crop&fp-y=0').extract).toEqual({
      left: 100,
      top: 0,
      width: 600,
      height: 600,
    });
  });

  it("encodes as fm asks, at q or Sanity's default 75", () => {
    expect(plan('fm=webp&q=40')).toEqual({ format: 'webp', quality: 40 });
    expect(plan('fm=png').quality).toBe(75);
  });
});
