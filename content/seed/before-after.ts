import type { ServiceValue } from '../../lib/constants/index.ts';
import { orderRanks } from '../../schemas/lib/order-rank.ts';
import { ls, type LocaleString } from './locale.ts';
import { accessibleImage, weakReference } from './media.ts';

type Pair = {
  service: ServiceValue;
  /** The files' middle name: before-after-<name>-before.webp and -after.webp (tooling/media). */
  name: string;
  caption: LocaleString;
  before: LocaleString;
  after: LocaleString;
};

/** Two photos of the same car from the same place, as it came in and as it left; alt texts say what differs. */
const pairs: Pair[] = [
  {
    service: 'paint-correction',
    name: 'paint',
    caption: ls(
      'Paint correction: swirl marks and haze polished out of a black bonnet',
      'Correção de pintura: riscos circulares e véu baço removidos de um capô preto',
      'Корекція лаку: павутинку й пелену знято з чорного капота',
    ),
    before: ls(
      'Black bonnet before correction: swirl marks ring both studio lights, with fine scratches, water spots and a dull grey haze',
      'Capô preto antes da correção: riscos circulares à volta das duas luzes do estúdio, micro-riscos, manchas de água e um véu baço',
      'Чорний капот до корекції: навколо обох ламп студії кола павутинки, дрібні подряпини, плями від води та тьмяна сіра пелена',
    ),
    after: ls(
      'The same bonnet after paint correction: a deep black mirror finish, both lights reflected as sharp points, no swirls or spots',
      'O mesmo capô depois da correção: um preto profundo como um espelho, as duas luzes refletidas nítidas, sem riscos nem manchas',
      'Той самий капот після корекції: глибокий чорний дзеркальний блиск, обидві лампи відбиваються чіткими точками, без павутинки й плям',
    ),
  },
  {
    service: 'interior-detailing',
    name: 'interior',
    caption: ls(
      'Interior detailing: stains lifted from the leather, sand and mud gone from the floor mat',
      'Detailing de interiores: nódoas tiradas da pele, areia e lama retiradas do tapete',
      'Детейлінг салону: плями виведено зі шкіри, пісок і бруд прибрано з килимка',
    ),
    before: ls(
      "Light leather driver's seat before cleaning: coffee stains on the backrest and cushion, crumbs, and sand, mud and a dry leaf on the mat",
      'Banco do condutor em pele clara antes da limpeza: nódoas de café no encosto e no assento, migalhas, e areia, lama e uma folha seca no tapete',
      'Водійське сидіння зі світлої шкіри до чищення: плями від кави на спинці й подушці, крихти, а на килимку пісок, бруд і сухий листок',
    ),
    after: ls(
      'The same seat after interior detailing: clean leather with its soft sheen back, no stains or crumbs, the mat vacuumed in even stripes',
      'O mesmo banco depois do detailing de interiores: pele limpa com o brilho suave de volta, sem nódoas nem migalhas, e o tapete aspirado às riscas',
      'Те саме сидіння після детейлінгу салону: чиста шкіра знову мʼяко блищить, без плям і крихт, а килимок пропилососено рівними смугами',
    ),
  },
];

const ranks = orderRanks(pairs.length);

/** Before and after documents, `_id` beforeAfterPair-<service>, ranked in the order above. */
export const beforeAfterPairs = pairs.map(({ service, name, caption, before, after }, index) => ({
  _id: `beforeAfterPair-${service}`,
  _type: 'beforeAfterPair',
  service: weakReference(`service-${service}`),
  before: accessibleImage(`before-after-${name}-before.webp`, before),
  after: accessibleImage(`before-after-${name}-after.webp`, after),
  caption,
  orderRank: ranks[index],
}));
