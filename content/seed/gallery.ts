import { GALLERY_IMAGE_COUNT } from '../../lib/constants/index.ts';
import { orderRanks } from '../../schemas/lib/order-rank.ts';
import { ls, type LocaleString } from './locale.ts';
import { accessibleImage } from './media.ts';

/** Alternative text of gallery-01.webp … gallery-13.webp, describing each image as drawn. */
const alts: LocaleString[] = [
  ls(
    'Forged five-spoke wheel with a gold brake caliper, lit from the side',
    'Jante forjada de cinco raios com pinça de travão dourada, iluminada de lado',
    'Кований пʼятиспицевий диск із золотистим гальмівним супортом, освітлений збоку',
  ),
  ls(
    'LED headlight with three lenses and a light blade, close up',
    'Farol LED com três lentes e uma lâmina de luz, em plano aproximado',
    'Світлодіодна фара з трьома лінзами та світловою смугою крупним планом',
  ),
  ls(
    'Rear quarter of a champagne-coloured coupé, its wheel and polished flank',
    'Traseira de um coupé cor de champanhe, com a jante e a lateral polida',
    'Задня частина купе кольору шампань: колесо й відполірований бік',
  ),
  ls(
    'Honeycomb studio lights reflected in a freshly polished bonnet',
    'Luzes do estúdio em favo de mel refletidas num capô acabado de polir',
    'Стільникове світло студії віддзеркалюється в щойно відполірованому капоті',
  ),
  ls(
    'Large water beads standing on coated dark paint',
    'Gotas de água grandes sobre pintura escura protegida',
    'Великі краплі води на темному лаку з покриттям',
  ),
  ls(
    'Midnight-blue coupé in side profile under the studio lights',
    'Coupé azul-noite de perfil sob as luzes do estúdio',
    'Темно-синє купе в профіль під лампами студії',
  ),
  ls(
    'Steering wheel rim with gold cross-stitching, close up',
    'Aro do volante com pespontos dourados cruzados, em plano aproximado',
    'Обід керма із золотистою хрестовою строчкою крупним планом',
  ),
  ls(
    'Polishing pads of different grades seen from above',
    'Boinas de polimento de vários graus, vistas de cima',
    'Полірувальні круги різної жорсткості, вигляд згори',
  ),
  ls(
    'Champagne-coloured coupé leaving the light tunnel',
    'Coupé cor de champanhe a sair do túnel de luz',
    'Купе кольору шампань виїжджає зі світлового тунелю',
  ),
  ls(
    'Cognac leather seat with diamond quilting and gold stitching',
    'Banco em pele conhaque com acolchoado em losango e pespontos dourados',
    'Сидіння з коньячної шкіри з ромбовою стьобкою та золотистою строчкою',
  ),
  ls(
    'Black coupé silhouette rim-lit by a warm glow',
    'Silhueta de um coupé preto recortada por uma luz quente',
    'Силует чорного купе в теплому контровому світлі',
  ),
  ls(
    'Front quarter of a black coupé with its LED light blade',
    'Dianteira de um coupé preto com a lâmina de luz LED',
    'Передня частина чорного купе зі світлодіодною смугою',
  ),
  ls(
    'Wet forged wheel after a wash, water beading on the paint beside it',
    'Jante forjada molhada depois da lavagem, com gotas na pintura ao lado',
    'Мокрий кований диск після миття, поруч краплі води на лаку',
  ),
];

const pad = (n: number) => String(n).padStart(2, '0');

const ranks = orderRanks(GALLERY_IMAGE_COUNT);

/** Gallery documents, `_id` galleryImage-01 … galleryImage-13, ranked in gallery order. */
export const gallery = Array.from({ length: GALLERY_IMAGE_COUNT }, (_, index) => {
  const number = pad(index + 1);
  const alt = alts[index];
  if (!alt) throw new Error(`No alt text for gallery-${number}.webp`);
  return {
    _id: `galleryImage-${number}`,
    _type: 'galleryImage',
    image: accessibleImage(`gallery-${number}.webp`, alt),
    orderRank: ranks[index],
  };
});
