import { BUSINESS } from '../../lib/constants/index.ts';
import { ls, lt, lb } from './locale.ts';
import { accessibleImage } from './media.ts';
import { p } from './portable-text.ts';

export const aboutPage = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: ls('About us', 'Sobre nós', 'Про нас'),
  intro: lt(
    'A small, independent detailing studio on the south bank of the Tagus, where every car gets the time it needs.',
    'Um pequeno estúdio de detailing independente na margem sul do Tejo, onde cada carro recebe o tempo de que precisa.',
    'Невелика незалежна студія детейлінгу на південному березі Тежу, де кожне авто отримує стільки часу, скільки потрібно.',
  ),
  whoWeAre: {
    _type: 'textBlock',
    title: ls('Who we are', 'Quem somos', 'Хто ми'),
    body: lb(
      [
        p(
          `Caparica Detailing started in ${BUSINESS.foundingYear} in Charneca da Caparica, a few minutes from the beach and half an hour from Lisbon. We are a small team of detailers who would rather do one car properly than three in a hurry.`,
        ),
        p(
          'We know the cars that come through our doors: daily drivers that face salt air and summer sun, family cars that need a fresh start, and the weekend cars their owners look after like family. Each one leaves with a report of what we did and how to keep it that way.',
        ),
      ],
      [
        p(
          `A Caparica Detailing nasceu em ${BUSINESS.foundingYear} na Charneca da Caparica, a poucos minutos da praia e a meia hora de Lisboa. Somos uma equipa pequena que prefere tratar bem um carro a despachar três à pressa.`,
        ),
        p(
          'Conhecemos os carros que nos passam pelas mãos: viaturas do dia a dia expostas à maresia e ao sol de verão, carros de família que precisam de um recomeço e os carros de fim de semana que os donos tratam como da família. Cada um sai com um resumo do que fizemos e de como o manter assim.',
        ),
      ],
      [
        p(
          `Caparica Detailing зʼявилася у ${BUSINESS.foundingYear} році в Шарнека-да-Капаріка — за кілька хвилин від пляжу й за пів години від Лісабона. Ми невелика команда, яка радше якісно зробить одне авто, ніж поспіхом три.`,
        ),
        p(
          'Ми добре знаємо машини, які до нас приїжджають: щоденні авто, що терплять морське повітря й літнє сонце, сімейні автомобілі, яким потрібне оновлення, і вихідні авто, про які власники дбають як про члена родини. Кожне повертається з описом виконаних робіт і порадами, як зберегти результат.',
        ),
      ],
    ),
  },
  whatWeDo: {
    _type: 'textBlock',
    title: ls('What we do', 'O que fazemos', 'Що ми робимо'),
    body: lb(
      [
        p(
          'We restore and protect paintwork and interiors: multi-stage paint correction, ceramic coatings, paint protection film, deep interior cleaning and a quick express detail for cars that just need a refresh.',
        ),
        p(
          'Every job starts with an inspection and an honest quote. We work in a closed, well-lit studio with professional products only, and we can collect your car anywhere between Lisbon and Setúbal, free of charge in the Almada and Lisbon area for larger services.',
        ),
      ],
      [
        p(
          'Recuperamos e protegemos a pintura e o interior: correção de pintura em várias fases, revestimentos cerâmicos, película de proteção de pintura, limpeza profunda de interiores e um detailing expresso para os carros que só precisam de ser refrescados.',
        ),
        p(
          'Cada trabalho começa com uma inspeção e um orçamento honesto. Trabalhamos num estúdio fechado e bem iluminado, só com produtos profissionais, e podemos ir buscar o seu carro entre Lisboa e Setúbal, sem custos na zona de Almada e Lisboa nos serviços maiores.',
        ),
      ],
      [
        p(
          'Ми відновлюємо та захищаємо лакофарбове покриття й салон: багатоетапна корекція лаку, керамічні покриття, захисна плівка, глибоке чищення салону та експрес-детейлінг для авто, яким достатньо освіжитися.',
        ),
        p(
          'Кожна робота починається з огляду та чесного кошторису. Ми працюємо в закритій, добре освітленій студії лише з професійними засобами й можемо забрати ваше авто будь-де між Лісабоном і Сетубалом — для великих послуг у районі Алмади та Лісабона безкоштовно.',
        ),
      ],
    ),
  },
  images: [
    accessibleImage(
      'about-1.webp',
      ls(
        'Black grand tourer inside the light tunnel of our studio',
        'Coupé preto dentro do túnel de luz do nosso estúdio',
        'Чорне купе у світловому тунелі нашої студії',
      ),
    ),
    accessibleImage(
      'about-2.webp',
      ls(
        'Dual-action polisher with a gold pad resting on a mirror-finish bonnet',
        'Polidora orbital com boina dourada pousada num capô com acabamento espelhado',
        'Ексцентрикова полірувальна машинка із золотистим кругом на дзеркальному капоті',
      ),
    ),
  ],
  cta: {
    title: ls(
      'Ready to give your car the care it deserves?',
      'Pronto para dar ao seu carro o cuidado que merece?',
      'Готові подарувати своєму авто турботу, на яку воно заслуговує?',
    ),
    text: lt(
      'Look through our services or ask for a quote. We reply with a clear price and the next free date.',
      'Veja os nossos serviços ou peça um orçamento. Respondemos com um preço claro e a próxima data disponível.',
      'Перегляньте наші послуги або попросіть кошторис. Ми відповімо з чіткою ціною та найближчою вільною датою.',
    ),
  },
  seo: {
    _type: 'seo',
    title: ls('About us | Caparica Detailing', 'Sobre nós | Caparica Detailing', 'Про нас | Caparica Detailing'),
    description: lt(
      `Meet the independent detailing studio in Charneca da Caparica, working since ${BUSINESS.foundingYear} for drivers from Almada, Lisbon and Setúbal.`,
      `Conheça o estúdio de detailing independente na Charneca da Caparica, ao serviço de Almada, Lisboa e Setúbal desde ${BUSINESS.foundingYear}.`,
      `Знайомтеся: незалежна студія детейлінгу в Шарнека-да-Капаріка, що з ${BUSINESS.foundingYear} року працює для водіїв Алмади, Лісабона та Сетубала.`,
    ),
  },
};
