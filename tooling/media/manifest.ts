/** Every still the site ships: file name, size and the scene that draws it. */
import { GALLERY_IMAGE_COUNT } from '../../lib/constants/index.ts';
import { interiorSeatPair, paintPanelPair } from './scenes/before-after.ts';
import { interiorHero, seatCognac, seatsOnyx, steeringStitch } from './scenes/cabin.ts';
import { headlightCloseUp, padsFlatLay, polisherOnBonnet, wetWheel, wheelCloseUp } from './scenes/closeups.ts';
import { beadsMacro, ceramicCoating, hexBonnet, paintCorrection, ppf, snowFoam } from './scenes/surface.ts';
import {
  frontQuarter,
  fullDetail,
  hero,
  lightTunnel,
  midnightProfile,
  ogDefault,
  rearHaunch,
  silhouette,
  tunnelChampagne,
} from './scenes/studio-shots.ts';
import type { Svg } from './svg-kit.ts';

export type Scene = (svg: Svg) => string;
export type Still = { file: string; width: number; height: number; scene: Scene; maxBytes: number };

const KB = 1024;
const STILL_MAX = 180 * KB;
const HERO_MAX = 220 * KB;

const GALLERY: readonly Scene[] = [
  wheelCloseUp,
  headlightCloseUp,
  rearHaunch,
  hexBonnet,
  beadsMacro,
  midnightProfile,
  steeringStitch,
  padsFlatLay,
  tunnelChampagne,
  seatCognac,
  silhouette,
  frontQuarter,
  wetWheel,
];

/** The pairs of content/seed/before-after.ts: paint correction, interior detailing. */
const BEFORE_AFTER = [
  { name: 'paint', pair: paintPanelPair },
  { name: 'interior', pair: interiorSeatPair },
] as const;

if (GALLERY.length !== GALLERY_IMAGE_COUNT) throw new Error(`gallery needs ${GALLERY_IMAGE_COUNT} scenes`);

export const STILLS: readonly Still[] = [
  { file: 'hero.webp', width: 1920, height: 1080, scene: hero, maxBytes: HERO_MAX },
  { file: 'interior-hero.webp', width: 1920, height: 1080, scene: interiorHero, maxBytes: HERO_MAX },
  { file: 'about-1.webp', width: 1200, height: 900, scene: lightTunnel, maxBytes: STILL_MAX },
  { file: 'about-2.webp', width: 1200, height: 900, scene: polisherOnBonnet, maxBytes: STILL_MAX },
  { file: 'service-full-detail.webp', width: 1200, height: 800, scene: fullDetail, maxBytes: STILL_MAX },
  { file: 'service-paint-correction.webp', width: 1200, height: 800, scene: paintCorrection, maxBytes: STILL_MAX },
  { file: 'service-ceramic-coating.webp', width: 1200, height: 800, scene: ceramicCoating, maxBytes: STILL_MAX },
  { file: 'service-interior-detailing.webp', width: 1200, height: 800, scene: seatsOnyx, maxBytes: STILL_MAX },
  { file: 'service-ppf.webp', width: 1200, height: 800, scene: ppf, maxBytes: STILL_MAX },
  { file: 'service-express-detail.webp', width: 1200, height: 800, scene: snowFoam, maxBytes: STILL_MAX },
  ...GALLERY.map((scene, i) => ({
    file: `gallery-${String(i + 1).padStart(2, '0')}.webp`,
    width: 1600,
    height: 1067,
    scene,
    maxBytes: STILL_MAX,
  })),
  // Before and after pairs: the gallery's size, each pair framed identically (scenes/before-after.ts).
  ...BEFORE_AFTER.flatMap(({ name, pair }) =>
    (['before', 'after'] as const).map((state) => ({
      file: `before-after-${name}-${state}.webp`,
      width: 1600,
      height: 1067,
      scene: pair(state),
      maxBytes: STILL_MAX,
    })),
  ),
  { file: 'og-default.jpg', width: 1200, height: 630, scene: ogDefault, maxBytes: STILL_MAX },
];
