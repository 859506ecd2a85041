import { INTERIOR_DETAILING_DURATION_HOURS, SERVICE_VALUES, type ServiceValue } from '../../lib/constants/index.ts';
import { orderRanks } from '../../schemas/lib/order-rank.ts';
import { ls, lt, type LocaleString, type LocaleText } from './locale.ts';
import { accessibleImage } from './media.ts';
import { sizePriceRows, type SizePrices } from './price-list.ts';

type ServiceCopy = {
  title: LocaleString;
  summary: LocaleText;
  description: LocaleText;
  alt: LocaleString;
  /** EUR as the customer pays it, per size class (city car, saloon, SUV, van); null: on request. */
  prices: SizePrices;
  /** How long the garage usually has the car, in minutes: what the Requests tool proposes for an appointment. */
  durationMinutes: number;
};

const copy: Record<ServiceValue, ServiceCopy> = {
  'full-detail': {
    title: ls('Full detail', 'Detailing completo', 'Повний детейлінг'),
    summary: lt(
      'Inside and out in one visit: decontamination wash, machine polish, sealant and a complete interior clean.',
      'Por dentro e por fora numa só visita: lavagem descontaminante, polimento à máquina, selante e limpeza completa do interior.',
      'Зовні й усередині за один візит: деконтамінаційне миття, машинне полірування, силант і повне чищення салону.',
    ),
    description: lt(
      'Our most complete package. We hand wash and decontaminate the paint, clay it, give it a one-step machine polish to lift gloss and remove light swirls, and seal it for months of protection. Inside, the cabin gets a full vacuum, plastics, upholstery and glass treatment. Wheels, tyres and door shuts included.',
      'O nosso pacote mais completo. Lavamos à mão e descontaminamos a pintura, passamos barra de argila, fazemos um polimento de uma fase para recuperar o brilho e remover riscos ligeiros e aplicamos um selante que protege durante meses. No interior: aspiração completa e tratamento de plásticos, estofos e vidros. Jantes, pneus e batentes das portas incluídos.',
      'Наш найповніший пакет. Миємо вручну й очищаємо лак від забруднень, обробляємо глиною, робимо одноетапне машинне полірування, щоб повернути блиск і прибрати дрібні павутинки, і наносимо силант, що захищає місяцями. У салоні — повне пилососіння, догляд за пластиком, оббивкою та склом. Диски, шини й дверні прорізи включено.',
    ),
    alt: ls(
      'Black grand tourer beneath a honeycomb light ceiling in our studio',
      'Coupé preto sob um teto de luzes em favo de mel no nosso estúdio',
      'Чорне купе під стельовим світлом у формі стільників у нашій студії',
    ),
    prices: [250, 290, 330, 380],
    durationMinutes: 480,
  },
  'paint-correction': {
    title: ls('Paint correction', 'Correção de pintura', 'Корекція лаку'),
    summary: lt(
      'Multi-stage machine polishing that removes swirls, scratches and oxidation to bring back deep, mirror-like gloss.',
      'Polimento à máquina em várias fases que remove riscos, marcas de lavagem e oxidação e devolve um brilho profundo de espelho.',
      'Багатоетапне машинне полірування, що прибирає павутинки, подряпини й окислення та повертає глибокий дзеркальний блиск.',
    ),
    description: lt(
      'We measure the paint thickness panel by panel, then cut and refine with machine polishers until swirl marks, holograms, water spots and light scratches are gone. Correction removes defects instead of filling them, so the finish stays clear after the next wash. Ideal before a ceramic coating or film.',
      'Medimos a espessura da pintura painel a painel e depois cortamos e afinamos com máquinas polidoras até desaparecerem marcas de lavagem, hologramas, manchas de água e riscos ligeiros. A correção remove os defeitos em vez de os disfarçar, por isso o acabamento mantém-se após a lavagem seguinte. Ideal antes de um revestimento cerâmico ou película.',
      'Ми вимірюємо товщину лаку на кожній панелі, а потім абразивно поліруємо й доводимо поверхню машинками, доки не зникнуть павутинки, голограми, водяні плями та дрібні подряпини. Корекція прибирає дефекти, а не замазує їх, тож результат не зникає після наступного миття. Ідеально перед керамікою чи плівкою.',
    ),
    alt: ls(
      'Paint correction test panel: swirl marks on one side of the tape line, a clear mirror finish on the other',
      'Painel de teste de correção: riscos de um lado da fita, acabamento espelhado do outro',
      'Тестова ділянка корекції: павутинки з одного боку малярної стрічки, дзеркальний блиск з іншого',
    ),
    prices: [400, 460, 520, 600],
    durationMinutes: 960,
  },
  'ceramic-coating': {
    title: ls('Ceramic coating', 'Revestimento cerâmico', 'Керамічне покриття'),
    summary: lt(
      'A hard, glossy ceramic layer that repels water and dirt and protects the paint for years, not weeks.',
      'Uma camada cerâmica dura e brilhante que repele água e sujidade e protege a pintura durante anos, não semanas.',
      'Твердий блискучий керамічний шар, що відштовхує воду й бруд і захищає лак роками, а не тижнями.',
    ),
    description: lt(
      'After a full decontamination and paint correction, we apply a professional ceramic coating that bonds to the clear coat. It adds depth and gloss, makes washing far easier thanks to strong water beading, and resists UV, bird droppings and road grime. Wheels and glass can be coated too.',
      'Depois de uma descontaminação completa e correção de pintura, aplicamos um revestimento cerâmico profissional que se liga ao verniz. Dá profundidade e brilho, facilita muito a lavagem graças ao forte efeito hidrofóbico e resiste aos UV, aos dejetos de pássaros e à sujidade da estrada. Também podemos revestir jantes e vidros.',
      'Після повної деконтамінації та корекції лаку ми наносимо професійне керамічне покриття, що зʼєднується з лаком. Воно додає глибини й блиску, значно спрощує миття завдяки сильному водовідштовхувальному ефекту та стійке до ультрафіолету, пташиного посліду й дорожнього бруду. Покрити можна також диски та скло.',
    ),
    alt: ls(
      'Water beading on dark paint after a ceramic coating',
      'Gotas de água em pintura escura depois do revestimento cerâmico',
      'Краплі води на темному лаку після керамічного покриття',
    ),
    prices: [650, 750, 850, null],
    durationMinutes: 1440,
  },
  'interior-detailing': {
    title: ls('Interior detailing', 'Detailing de interiores', 'Детейлінг салону'),
    summary: lt(
      'Deep cleaning of seats, carpets, plastics and glass, with stains treated and odours neutralised.',
      'Limpeza profunda de bancos, alcatifas, plásticos e vidros, com tratamento de nódoas e eliminação de odores.',
      'Глибоке чищення сидінь, килимів, пластику та скла з виведенням плям і нейтралізацією запахів.',
    ),
    description: lt(
      'A thorough clean of the whole cabin: high-power vacuum, steam and extraction for fabrics, gentle cleaning and conditioning of leather, plastics and panels cleaned and protected, and glass cleaned inside and out. Takes two to four hours depending on size and condition.',
      'Uma limpeza minuciosa de todo o habitáculo: aspiração de alta potência, vapor e extração nos tecidos, limpeza suave e hidratação da pele, plásticos e painéis limpos e protegidos e vidros limpos por dentro e por fora. Demora entre duas e quatro horas, conforme o tamanho e o estado da viatura.',
      'Ретельне чищення всього салону: потужне пилососіння, пара та екстракція для тканин, делікатне чищення й догляд за шкірою, очищення та захист пластику й панелей, миття скла всередині та ззовні. Триває від двох до чотирьох годин залежно від розміру та стану авто.',
    ),
    alt: ls(
      'Two quilted black leather seats with gold contrast stitching',
      'Dois bancos em pele preta acolchoada com pespontos dourados',
      'Два сидіння зі стьобаної чорної шкіри з контрастною золотистою строчкою',
    ),
    prices: [120, 140, 160, 190],
    // The longest of the two to four hours the description promises: the garage keeps the slot.
    durationMinutes: INTERIOR_DETAILING_DURATION_HOURS.max * 60,
  },
  ppf: {
    title: ls('Paint protection film', 'Película de proteção de pintura', 'Захисна плівка'),
    summary: lt(
      'Clear, self-healing film that shields the paint from stone chips, scratches and everyday wear.',
      'Película transparente e autorregenerável que protege a pintura de pedras, riscos e desgaste do dia a dia.',
      'Прозора плівка із самовідновленням, що береже лак від сколів, подряпин і щоденного зношення.',
    ),
    description: lt(
      'Paint protection film (PPF) is a clear urethane layer fitted over the most exposed panels, or the whole car. It absorbs stone chips and light scratches, heals minor marks with warmth, and is virtually invisible. We offer front-end, track and full-body packages, each fitted by hand with wrapped edges.',
      'A película de proteção de pintura (PPF) é uma camada transparente de poliuretano aplicada nos painéis mais expostos ou no carro inteiro. Absorve o impacto de pedras e riscos ligeiros, regenera pequenas marcas com o calor e é praticamente invisível. Temos pacotes para a frente, para pista e para o carro completo, sempre aplicados à mão com as arestas dobradas.',
      'Захисна плівка (PPF) — прозорий поліуретановий шар на найвразливіших панелях або на всьому авто. Вона приймає на себе удари камінців і дрібні подряпини, від тепла загоює незначні сліди й майже непомітна. Пропонуємо пакети на передню частину, для треку та на весь кузов — усі клеїмо вручну із загорнутими краями.',
    ),
    alt: ls(
      'A squeegee smoothing clear protection film onto black paint',
      'Uma espátula a assentar película de proteção transparente sobre pintura preta',
      'Ракель розгладжує прозору захисну плівку на чорному лаку',
    ),
    prices: [1200, 1400, 1650, null],
    durationMinutes: 1440,
  },
  'express-detail': {
    title: ls('Express detail', 'Detailing expresso', 'Експрес-детейлінг'),
    summary: lt(
      'A quick refresh for well-kept cars: safe hand wash, wheels, quick interior clean and a spray sealant.',
      'Uma renovação rápida para carros bem cuidados: lavagem à mão segura, jantes, limpeza rápida do interior e selante em spray.',
      'Швидке оновлення для доглянутих авто: безпечне ручне миття, диски, швидке прибирання салону та спрей-силант.',
    ),
    description: lt(
      'When your car just needs to look its best again. We give it a two-bucket hand wash, clean the wheels and tyres, dry it with filtered air, vacuum and wipe the interior, clean the glass and finish with a spray sealant for extra gloss. Perfect between full details.',
      'Para quando o carro só precisa de voltar a brilhar. Lavamos à mão com o método dos dois baldes, limpamos jantes e pneus, secamos com ar filtrado, aspiramos e limpamos o interior, tratamos os vidros e terminamos com um selante em spray para mais brilho. Perfeito entre dois detailings completos.',
      'Коли авто просто має знову виглядати найкраще. Миємо вручну методом двох відер, чистимо диски й шини, сушимо фільтрованим повітрям, пилососимо й протираємо салон, миємо скло та завершуємо спрей-силантом для додаткового блиску. Ідеально між повними детейлінгами.',
    ),
    alt: ls(
      'Snow foam covering the paint above a wet, beaded flank',
      'Espuma ativa a cobrir a pintura, sobre uma lateral molhada com gotas',
      'Активна піна вкриває лак над мокрим боком авто у краплях',
    ),
    prices: [60, 69.5, 80, 95],
    durationMinutes: 90,
  },
};

const ranks = orderRanks(SERVICE_VALUES.length);

/** Service documents, `_id` service-<value>, ranked in the display order of SERVICE_VALUES. */
export const services = SERVICE_VALUES.map((value, index) => {
  const { title, summary, description, alt, prices, durationMinutes } = copy[value];
  return {
    _id: `service-${value}`,
    _type: 'service',
    value,
    title,
    summary,
    description,
    image: accessibleImage(`service-${value}.webp`, alt),
    orderRank: ranks[index],
    prices: sizePriceRows(prices),
    durationMinutes,
  };
});
