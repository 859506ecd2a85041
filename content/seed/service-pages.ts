import {
  INTERIOR_DETAIL_SLUG,
  INTERIOR_DETAILING_DURATION_HOURS,
  INTERIOR_DETAILING_SERVICE,
} from '../../lib/constants/index.ts';
import { ls, lt, lb } from './locale.ts';
import { accessibleImage, reference } from './media.ts';
import { p } from './portable-text.ts';

const { min, max } = INTERIOR_DETAILING_DURATION_HOURS;

/** The service pages of the bundled content: the spec's one, interior detailing. */
export const interiorDetailPage = {
  _id: `servicePage-${INTERIOR_DETAIL_SLUG}`,
  _type: 'servicePage',
  service: reference(`service-${INTERIOR_DETAILING_SERVICE}`),
  slug: { _type: 'slug', current: INTERIOR_DETAIL_SLUG },
  menuTitle: ls('Interior Detailing', 'Limpeza de Interiores', 'Хімчистка салону'),
  hero: {
    title: ls('Interior detailing', 'Detailing de interiores', 'Детейлінг салону'),
    subtitle: lt(
      'A deep clean of every surface inside your car, from the carpets to the headliner, so the cabin looks, feels and smells new again.',
      'Uma limpeza profunda de todas as superfícies do interior, dos tapetes ao forro do tejadilho, para que o habitáculo volte a parecer, e a cheirar, a novo.',
      'Глибоке чищення кожної поверхні в салоні — від килимків до стелі, щоб він знову виглядав, відчувався й пахнув як новий.',
    ),
    image: accessibleImage(
      'interior-hero.webp',
      ls(
        'Cabin interior: a steering wheel with gold cross-stitching, a quilted seat and an amber light strip along the dashboard',
        'Habitáculo: volante com pespontos dourados cruzados, banco acolchoado e uma faixa de luz âmbar ao longo do tablier',
        'Салон: кермо із золотистою хрестовою строчкою, стьобане сидіння й бурштинова світлова смуга вздовж панелі',
      ),
    ),
  },
  description: {
    _type: 'textBlock',
    title: ls('A cabin that feels new again', 'Um habitáculo como novo', 'Салон, що знову як новий'),
    body: lb(
      [
        p(
          'Our interior detail goes far beyond a vacuum and a wipe. We take out the mats, work into every seam and vent, and clean each material with the product and tool it needs: fabric, leather, Alcantara, plastics and glass.',
        ),
        p(
          'Stains are treated, odours neutralised rather than covered up, and surfaces finished with a non-greasy protectant that keeps dust and UV away. You get back a car that is genuinely clean, not just tidy.',
        ),
      ],
      [
        p(
          'O nosso detailing de interiores vai muito além de aspirar e passar um pano. Retiramos os tapetes, limpamos cada costura e cada grelha de ventilação e tratamos cada material com o produto e a ferramenta certos: tecido, pele, Alcantara, plásticos e vidros.',
        ),
        p(
          'Tratamos as nódoas, eliminamos os odores em vez de os disfarçar e terminamos as superfícies com um protetor sem brilho gorduroso que afasta o pó e os raios UV. Recebe um carro verdadeiramente limpo, não apenas arrumado.',
        ),
      ],
      [
        p(
          'Наш детейлінг салону — це набагато більше, ніж пилосос і серветка. Ми виймаємо килимки, прочищаємо кожен шов і дефлектор та обробляємо кожен матеріал відповідним засобом і інструментом: тканину, шкіру, алькантару, пластик і скло.',
        ),
        p(
          'Ми виводимо плями, нейтралізуємо запахи, а не маскуємо їх, і наносимо на поверхні нежирний захист від пилу та ультрафіолету. Ви отримуєте справді чисте авто, а не просто прибране.',
        ),
      ],
    ),
  },
  whyItMatters: {
    _type: 'textBlock',
    title: ls('Why it matters', 'Porque é importante', 'Чому це важливо'),
    body: lb(
      [
        p(
          'You spend hours every week inside your car. Dust, crumbs, sweat and sand from the beach build up in fabrics and vents, along with bacteria and allergens that a quick clean never reaches.',
        ),
        p(
          'A proper interior detail makes every drive more pleasant and healthier, slows the wear of leather and plastics, and adds real value when the time comes to sell.',
        ),
      ],
      [
        p(
          'Passa várias horas por semana dentro do carro. Pó, migalhas, suor e areia da praia acumulam-se nos tecidos e nas condutas de ar, juntamente com bactérias e alergénios que uma limpeza rápida nunca alcança.',
        ),
        p(
          'Um detailing de interiores bem feito torna cada viagem mais agradável e saudável, atrasa o desgaste da pele e dos plásticos e valoriza o carro na hora de o vender.',
        ),
      ],
      [
        p(
          'Ви проводите в авто кілька годин щотижня. Пил, крихти, піт і пляжний пісок накопичуються в тканинах і повітроводах разом із бактеріями та алергенами, до яких швидке прибирання не дістає.',
        ),
        p(
          'Якісний детейлінг салону робить кожну поїздку приємнішою та здоровішою, уповільнює зношення шкіри й пластику та додає вартості, коли настане час продавати авто.',
        ),
      ],
    ),
  },
  included: {
    title: ls('What’s included', 'O que está incluído', 'Що входить'),
    items: [
      {
        _type: 'includedService',
        title: ls('High-power vacuum', 'Aspiração de alta potência', 'Потужне пилососіння'),
        description: lt(
          'Seats, carpets, mats, boot and every gap between them, with compressed air to lift dirt out of seams and vents.',
          'Bancos, alcatifas, tapetes, bagageira e todos os recantos, com ar comprimido para soltar a sujidade das costuras e grelhas.',
          'Сидіння, килимове покриття, килимки, багажник і всі щілини між ними, а стиснене повітря видуває бруд зі швів і дефлекторів.',
        ),
      },
      {
        _type: 'includedService',
        title: ls('Plastics and panels', 'Plásticos e painéis', 'Пластик і панелі'),
        description: lt(
          'Dashboard, door cards, console and trim cleaned with soft brushes, then protected with a matte, non-greasy UV finish.',
          'Tablier, painéis das portas, consola e acabamentos limpos com escovas macias e protegidos com um acabamento mate anti-UV.',
          'Панель приладів, дверні карти, консоль і декор чистимо мʼякими щітками та покриваємо матовим захистом від ультрафіолету.',
        ),
      },
      {
        _type: 'includedService',
        title: ls(
          'Interior and exterior glass cleaning',
          'Limpeza de vidros por dentro e por fora',
          'Миття скла всередині та ззовні',
        ),
        description: lt(
          'Every window, mirror and screen left streak-free on both sides for clear, glare-free visibility.',
          'Todos os vidros, espelhos e ecrãs sem marcas, dos dois lados, para uma visibilidade limpa e sem reflexos.',
          'Усі вікна, дзеркала й екрани без розводів з обох боків — для чіткої видимості без відблисків.',
        ),
      },
    ],
  },
  idealFor: {
    title: ls('Ideal For', 'Ideal para', 'Ідеально для'),
    items: [
      ls('Daily cars', 'Carros do dia a dia', 'Щоденних авто'),
      ls('Family vehicles', 'Viaturas familiares', 'Сімейних автомобілів'),
      ls('Used cars before sale', 'Carros usados antes da venda', 'Вживаних авто перед продажем'),
      ls('Demanding owners', 'Proprietários exigentes', 'Вимогливих власників'),
    ],
  },
  schedule: {
    title: ls('Schedule', 'Marcação', 'Запис'),
    areas: [
      ls('Lisbon', 'Lisboa', 'Лісабон'),
      ls('Almada', 'Almada', 'Алмада'),
      ls('Charneca da Caparica', 'Charneca da Caparica', 'Шарнека-да-Капаріка'),
      ls('Setúbal', 'Setúbal', 'Сетубал'),
      ls('Cascais', 'Cascais', 'Кашкайш'),
    ],
    durationHours: { min, max },
    durationNote: ls(
      'depending on size and condition',
      'conforme o tamanho e o estado da viatura',
      'залежно від розміру та стану авто',
    ),
  },
  beforeAfterSection: {
    _type: 'sectionHeading',
    title: ls('Before and after', 'Antes e depois', 'До і після'),
    intro: lt(
      'A cabin as it came in and as it left our studio.',
      'Um habitáculo como chegou e como saiu do nosso estúdio.',
      'Салон таким, яким він приїхав до нашої студії і яким поїхав.',
    ),
  },
  reviewsSection: {
    _type: 'sectionHeading',
    title: ls('What customers say', 'O que dizem os clientes', 'Що кажуть клієнти'),
  },
  faqSection: {
    _type: 'sectionHeading',
    eyebrow: ls('Good to know', 'Bom saber', 'Корисно знати'),
    title: ls('Frequently asked questions', 'Perguntas frequentes', 'Поширені запитання'),
    intro: lt(
      'What owners ask us most about interior detailing.',
      'O que os clientes mais nos perguntam sobre o detailing de interiores.',
      'Що власники авто найчастіше запитують про детейлінг салону.',
    ),
  },
  relatedLinks: {
    title: ls('You may also like', 'Também lhe pode interessar', 'Вас також може зацікавити'),
    links: [
      { _type: 'relatedLink', label: ls('All our services', 'Todos os serviços', 'Усі послуги'), href: '/#services' },
      { _type: 'relatedLink', label: ls('See our work', 'Veja o nosso trabalho', 'Наші роботи'), href: '/#gallery' },
      { _type: 'relatedLink', label: ls('About us', 'Sobre nós', 'Про нас'), href: '/about' },
      {
        _type: 'relatedLink',
        label: ls('Request a quote', 'Peça um orçamento', 'Отримати кошторис'),
        href: '/#contact',
      },
    ],
  },
  seo: {
    _type: 'seo',
    title: ls(
      'Interior detailing | Caparica Detailing',
      'Detailing de interiores | Caparica Detailing',
      'Детейлінг салону | Caparica Detailing',
    ),
    description: lt(
      `Deep interior cleaning near Lisbon and Almada: high-power vacuum, plastics and panels, glass inside and out. ${min}–${max} hours depending on size and condition.`,
      `Limpeza profunda de interiores perto de Lisboa e Almada: aspiração, plásticos e painéis, vidros por dentro e por fora. ${min} a ${max} horas, conforme a viatura.`,
      `Глибоке чищення салону біля Лісабона та Алмади: пилососіння, пластик і панелі, скло всередині й ззовні. ${min}–${max} години залежно від авто.`,
    ),
  },
};
