import type { Locale, ReviewSource, ServiceValue } from '../../lib/constants/index.ts';
import { orderRanks } from '../../schemas/lib/order-rank.ts';
import { translatedFromOriginal } from '../../schemas/lib/translation-source.ts';
import { weakReference } from './media.ts';

/**
 * A review's text: the customer's words in their language (`original`) and the translations made
 * from them, each recording the original it was made from (so the Studio's Translations tool starts
 * with only the translations left out on purpose).
 */
const reviewText = (original: Locale, text: Partial<Record<Locale, string>>) => ({
  _type: 'localeText' as const,
  ...text,
  translatedFrom: translatedFromOriginal(
    original,
    text[original],
    (Object.keys(text) as Locale[]).filter((locale) => locale !== original),
  ),
});

type Review = {
  key: string;
  name: string;
  vehicle: string;
  service: ServiceValue;
  original: Locale;
  text: Partial<Record<Locale, string>>;
  rating: number;
  date: string;
  source: ReviewSource;
};

/**
 * Customer reviews in the order the site shows them, written in Portuguese, English and Ukrainian.
 * Two translations are left out on purpose, so the bundled site shows how a review in its original
 * language is marked: Sofia's has no English (the English page shows her Portuguese), Rui's no
 * Ukrainian. Both are Portuguese, so no page needs a font face for their sake that it would not
 * load anyway (a Ukrainian text on the English page would fetch the Cyrillic face).
 */
const REVIEWS: Review[] = [
  {
    key: 'marta-interior',
    name: 'Marta S.',
    vehicle: 'Peugeot 5008',
    service: 'interior-detailing',
    original: 'pt',
    text: {
      pt: 'Dois filhos pequenos e um cão: imaginem os bancos. Deixei o carro de manhã e à tarde estava como novo, sem nódoas nem cheiro a cão. Ainda me deram dicas para cuidar dos estofos.',
      en: 'Two small children and a dog: you can imagine the seats. I dropped the car off in the morning and by the afternoon it was like new, with no stains and no dog smell. They even gave me tips for the upholstery.',
      uk: 'Двоє маленьких дітей і собака — уявіть, які були сидіння. Залишила авто зранку, а вдень воно було як нове: ні плям, ні запаху собаки. Ще й дали поради, як доглядати за оббивкою.',
    },
    rating: 5,
    date: '2026-10-18',
    source: 'google',
  },
  {
    key: 'james-ceramic',
    name: 'James W.',
    vehicle: 'Porsche 911 Carrera',
    service: 'ceramic-coating',
    original: 'en',
    text: {
      en: 'The salt air in Costa da Caparica is hard on paint. They spent two days correcting mine before the ceramic coating and sent photos of each stage. Months later, water still beads off like on day one.',
      pt: 'A maresia da Costa da Caparica é dura para a pintura. Passaram dois dias a corrigir a minha antes do revestimento cerâmico e enviaram fotografias de cada fase. Meses depois, a água ainda escorre como no primeiro dia.',
      uk: 'Морське повітря в Кошта-да-Капаріка нещадне до лаку. Два дні мій лак виправляли перед керамічним покриттям і надсилали фото кожного етапу. Минули місяці, а вода досі скочується, як у перший день.',
    },
    rating: 5,
    date: '2026-07-02',
    source: 'email',
  },
  {
    key: 'oksana-ppf',
    name: 'Oksana K.',
    vehicle: 'Tesla Model Y',
    service: 'ppf',
    original: 'uk',
    text: {
      uk: 'Оклеїли плівкою всю передню частину нового авто. Домовлялися у WhatsApp українською — дуже зручно. Стиків майже не видно, а після місяців на трасі A2 на капоті жодного сколу.',
      en: 'They covered the whole front of my new car in film. We arranged everything on WhatsApp in Ukrainian, which was very easy. The seams barely show, and after months on the A2 there is not one chip on the bonnet.',
      pt: 'Aplicaram película em toda a frente do meu carro novo. Combinámos tudo pelo WhatsApp em ucraniano, muito prático. As junções quase não se veem e, após meses na A2, o capot não tem uma única lasca.',
    },
    rating: 5,
    date: '2026-09-12',
    source: 'whatsapp',
  },
  {
    key: 'sofia-express',
    name: 'Sofia C.',
    vehicle: 'Mini Cooper',
    service: 'express-detail',
    original: 'pt',
    text: {
      pt: 'Precisava do carro limpo para um casamento e arranjaram-me vaga no próprio dia. Lavagem, aspiração e vidros em pouco mais de uma hora, a um preço justo.',
      uk: 'Мені треба було привести авто до ладу перед весіллям, і мене записали того ж дня. Миття, пилосос і скло трохи більше ніж за годину, за чесну ціну.',
    },
    rating: 5,
    date: '2026-06-20',
    source: 'google',
  },
  {
    key: 'rui-full',
    name: 'Rui M.',
    vehicle: 'Volkswagen Golf GTI',
    service: 'full-detail',
    original: 'pt',
    text: {
      pt: 'Ficou impecável por dentro e por fora, e a pintura voltou a brilhar. Quatro estrelas porque a entrega atrasou uma hora, mas avisaram-me antes e o resultado compensou.',
      en: 'Spotless inside and out, and the paint shines again. Four stars because delivery was an hour late, but they told me in advance and the result made up for it.',
    },
    rating: 4,
    date: '2026-05-23',
    source: 'in-person',
  },
];

const ranks = orderRanks(REVIEWS.length);

/** Review documents, `_id` review-<key>, ranked in the order above. */
export const reviews = REVIEWS.map(({ key, service, original, text, ...review }, index) => ({
  _id: `review-${key}`,
  _type: 'review',
  ...review,
  service: weakReference(`service-${service}`),
  originalLanguage: original,
  text: reviewText(original, text),
  orderRank: ranks[index],
}));
