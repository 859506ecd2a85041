import {
  APPOINTMENT_CUTOFF_HOURS_DEFAULT,
  APPOINTMENT_REMINDER_LEAD_HOURS_DEFAULT,
  BUSINESS,
  FREE_DELIVERY_THRESHOLD_EUR,
  HERO_STATS,
  REVIEW_LINK_VALID_DAYS_DEFAULT,
  REVIEW_REQUEST_DELAY_HOURS_DEFAULT,
  VAT_REGIME_DEFAULT,
} from '../../lib/constants/index.ts';
import { ls, lt } from './locale.ts';
import { plainImage } from './media.ts';

const [statCars, statPremium, statSatisfaction] = HERO_STATS;

// Fictional, valid-shaped: a made-up NIPC whose check digit is right (lib/legal/nif.ts), which
// for a Portuguese company is also its trade register number.
const NIPC = '599999993';

const weekdays = ls('Monday – Friday', 'Segunda a sexta-feira', 'Понеділок – пʼятниця');
const weekend = ls('Saturday – Sunday', 'Sábado e domingo', 'Субота та неділя');

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  businessName: 'Caparica Detailing',
  tagline: ls(
    'Premium car detailing near Lisbon and Almada',
    'Detailing automóvel premium perto de Lisboa e Almada',
    'Преміальний детейлінг авто біля Лісабона та Алмади',
  ),
  description: lt(
    'Premium detailing studio in Charneca da Caparica: paint correction, ceramic coatings, paint protection film and meticulous interior care for drivers from Almada, Lisbon and the Setúbal peninsula.',
    'Estúdio de detailing premium na Charneca da Caparica: correção de pintura, revestimentos cerâmicos, película de proteção e limpeza de interiores minuciosa para clientes de Almada, Lisboa e da península de Setúbal.',
    'Преміальна студія детейлінгу в Шарнека-да-Капаріка: корекція лаку, керамічні покриття, захисна плівка та ретельне чищення салону для водіїв з Алмади, Лісабона й півострова Сетубал.',
  ),
  foundingYear: BUSINESS.foundingYear,
  priceRange: BUSINESS.priceRange,
  copyrightYear: BUSINESS.copyrightYear,
  phone: '+351 912 345 678',
  email: 'info@caparicadetailing.pt',
  whatsappNumber: '351912345678',
  address: {
    _type: 'postalAddress',
    streetAddress: 'Rua da Praia 12',
    postalCode: '2820-000',
    locality: 'Charneca da Caparica',
    region: 'Setúbal',
    country: 'PT',
  },
  locationLabel: ls('Charneca da Caparica, Almada', 'Charneca da Caparica, Almada', 'Шарнека-да-Капаріка, Алмада'),
  mapQuery: 'Rua da Praia 12, 2820-000 Charneca da Caparica, Portugal',
  geo: { _type: 'geopoint', lat: BUSINESS.geo.latitude, lng: BUSINESS.geo.longitude },
  serviceRadiusMeters: BUSINESS.serviceRadiusMeters,
  socialLinks: [
    { _type: 'socialLink', network: 'instagram', url: 'https://www.instagram.com/caparicadetailing' },
    { _type: 'socialLink', network: 'facebook', url: 'https://www.facebook.com/caparicadetailing' },
  ],
  legalName: 'Caparica Detailing, Unipessoal Lda.',
  nif: NIPC,
  vatRegime: VAT_REGIME_DEFAULT,
  tradeRegister: { _type: 'tradeRegister', office: 'Conservatória do Registo Comercial de Almada', number: NIPC },
  // The national centre, and the Lisbon centre, whose area takes in Almada, Seixal and Setúbal.
  disputeResolution: [
    {
      _type: 'disputeResolutionEntity',
      name: 'CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo',
      url: 'https://www.cniacc.pt',
    },
    {
      _type: 'disputeResolutionEntity',
      name: 'Centro de Arbitragem de Conflitos de Consumo de Lisboa',
      url: 'https://www.centroarbitragemlisboa.pt',
    },
  ],
  contactHours: [
    {
      _type: 'hoursEntry',
      days: weekdays,
      hours: ls('9:00 – 13:00 and 14:00 – 18:00', '9:00 – 13:00 e 14:00 – 18:00', '9:00 – 13:00 та 14:00 – 18:00'),
    },
    { _type: 'hoursEntry', days: weekend, hours: ls('By appointment', 'Por marcação', 'За попереднім записом') },
  ],
  footerHours: [
    { _type: 'hoursEntry', days: weekdays, hours: ls('09:00 – 18:00', '09:00 – 18:00', '09:00 – 18:00') },
    {
      _type: 'hoursEntry',
      days: ls('Weekend', 'Fim de semana', 'Вихідні'),
      hours: ls('Closed', 'Encerrado', 'Зачинено'),
    },
  ],
  openingHours: [
    {
      _type: 'openingHoursSpecification',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    },
  ],
  heroStats: [
    { _type: 'heroStat', value: statCars, label: ls('Cars detailed', 'Viaturas tratadas', 'Авто після детейлінгу') },
    {
      _type: 'heroStat',
      value: statPremium,
      label: ls('Products only', 'Só produtos de topo', 'Лише професійна хімія'),
    },
    {
      _type: 'heroStat',
      value: statSatisfaction,
      label: ls('Satisfaction', 'Clientes satisfeitos', 'Задоволених клієнтів'),
    },
  ],
  whyChooseUsTitle: ls('Why choose us', 'Porquê escolher-nos', 'Чому обирають нас'),
  whyChooseUs: [
    {
      _type: 'reason',
      title: ls('Premium products only', 'Só produtos premium', 'Лише преміальні засоби'),
      description: lt(
        'We use professional compounds, coatings and films from brands we have tested ourselves. Nothing generic ever touches your paint.',
        'Usamos polimentos, revestimentos e películas profissionais de marcas que testámos. Nada de produtos genéricos na pintura do seu carro.',
        'Працюємо з професійними пастами, покриттями та плівками брендів, які перевірили самі. Жодної дешевої хімії на вашому лаку.',
      ),
    },
    {
      _type: 'reason',
      title: ls('Trained, careful hands', 'Equipa experiente', 'Досвідчені майстри'),
      description: lt(
        'Every car is handled from start to finish by detailers trained in paint correction and coating application. No rush, no conveyor belt.',
        'Cada viatura é tratada do início ao fim por técnicos com formação em correção de pintura e aplicação de revestimentos. Sem pressas.',
        'Кожне авто від початку до кінця ведуть майстри, навчені корекції лаку та нанесенню покриттів. Без поспіху й конвеєра.',
      ),
    },
    {
      _type: 'reason',
      title: ls('We collect and deliver', 'Recolhemos e entregamos', 'Заберемо й повернемо авто'),
      description: lt(
        `Free collection and delivery in the Almada and Lisbon area for services over €${FREE_DELIVERY_THRESHOLD_EUR}, and a closed tow truck for special cars.`,
        `Recolha e entrega gratuitas na zona de Almada e Lisboa em serviços acima de ${FREE_DELIVERY_THRESHOLD_EUR} €, e reboque fechado para carros especiais.`,
        `Безкоштовне транспортування в районі Алмади та Лісабона для послуг понад ${FREE_DELIVERY_THRESHOLD_EUR} € і закритий евакуатор для особливих авто.`,
      ),
    },
    {
      _type: 'reason',
      title: ls('Satisfaction guaranteed', 'Satisfação garantida', 'Гарантія результату'),
      description: lt(
        'We inspect the finished car with you at handover. If anything is not right, we put it right before you drive away.',
        'Revemos o resultado consigo no momento da entrega. Se algo não estiver perfeito, corrigimos antes de sair.',
        'Під час передачі ми разом з вами оглядаємо авто. Якщо щось не так, виправимо ще до того, як ви поїдете.',
      ),
    },
  ],
  freeDeliveryThresholdEur: FREE_DELIVERY_THRESHOLD_EUR,
  collectionNotice: lt(
    'Free collection and delivery in the Almada and Lisbon area for any service over {amount}.',
    'Recolha e entrega gratuitas na zona de Almada e Lisboa em qualquer serviço acima de {amount}.',
    'Безкоштовно заберемо й доставимо авто в районі Алмади та Лісабона для будь-якої послуги понад {amount}.',
  ),
  paidCollectionTitle: ls(
    'Paid collection and delivery',
    'Recolha e entrega com custo',
    'Платне забирання та доставка',
  ),
  paidCollectionAreas: [
    ls('Almada', 'Almada', 'Алмада'),
    ls('Aroeira', 'Aroeira', 'Аройра'),
    ls('Charneca da Caparica', 'Charneca da Caparica', 'Шарнека-да-Капаріка'),
    ls('Seixal', 'Seixal', 'Сейшал'),
    ls('Setúbal', 'Setúbal', 'Сетубал'),
    ls('Lisbon', 'Lisboa', 'Лісабон'),
    ls('Cascais', 'Cascais', 'Кашкайш'),
  ],
  towTruckNote: ls(
    'Closed tow truck transport available on request.',
    'Transporte em reboque fechado disponível mediante pedido.',
    'Перевезення закритим евакуатором — за запитом.',
  ),
  appointments: {
    _type: 'appointmentSettings',
    cancellationCutoffHours: APPOINTMENT_CUTOFF_HOURS_DEFAULT,
    reminderLeadHours: APPOINTMENT_REMINDER_LEAD_HOURS_DEFAULT,
    nextSteps: lt(
      [
        'Please bring the car at the time above, with its keys and anything that locks (the locking wheel nut key, the alarm fob). We look it over with you before we start and tell you if we find anything that changes the work or the price.',
        'The car stays with us for the time shown. We call you when it is ready and go over the result with you at handover.',
        'Nothing is paid in advance: you pay at the garage when you collect the car, and get the invoice then.',
        'If you cannot come, cancel or ask for another date on the appointment page (the link in our emails), or call us.',
      ].join('\n\n'),
      [
        'Traga a viatura à hora indicada, com as chaves e o que tiver fechadura (a chave das porcas de segurança das jantes, o comando do alarme). Vemos o carro consigo antes de começar e avisamos se encontrarmos algo que altere o serviço ou o preço.',
        'A viatura fica connosco durante o tempo indicado. Telefonamos quando estiver pronta e revemos o resultado consigo na entrega.',
        'Nada é pago antecipadamente: paga na oficina quando levantar a viatura e recebe a fatura nesse momento.',
        'Se não puder vir, cancele ou peça outra data na página da marcação (a ligação nos nossos e-mails), ou telefone-nos.',
      ].join('\n\n'),
      [
        'Привезіть авто у вказаний час разом із ключами та всім, що замикається (ключ від секреток дисків, брелок сигналізації). Перед початком ми разом з вами оглянемо авто й попередимо, якщо знайдемо щось, що змінює роботу чи ціну.',
        'Авто залишається в нас на зазначений час. Ми зателефонуємо, коли воно буде готове, і разом переглянемо результат під час передачі.',
        'Передоплати немає: ви платите в майстерні, коли забираєте авто, і тоді ж отримуєте рахунок-фактуру.',
        'Якщо не зможете приїхати, скасуйте запис або попросіть іншу дату на сторінці запису (посилання в наших листах) чи зателефонуйте нам.',
      ].join('\n\n'),
    ),
    // The product's choice (docs/decisions.md): the 14-day right of withdrawal applies and costs
    // nothing, since nothing is paid before the work; bringing the car within the 14 days is the
    // express request to begin, and the right ends once the work is fully done.
    withdrawalNotice: lt(
      [
        'Right of withdrawal. This booking is a contract for a service concluded at a distance (Decreto-Lei 24/2014). You may withdraw from it within 14 days of the day of this confirmation, without giving any reason and at no cost: nothing is paid in advance, and you pay only at the garage after the work. To withdraw, use Cancel on the appointment page (the link in our emails) until the time it shows, or tell us by phone or email at any time; a clear statement is enough.',
        'By bringing the car on an agreed date within those 14 days, you expressly ask us to begin the work before the withdrawal period ends, and you acknowledge that you lose the right of withdrawal once the work has been fully performed (article 17(1)(a) of Decreto-Lei 24/2014). If you withdraw after the work has begun, you pay only for the part already done (article 15).',
      ].join('\n\n'),
      [
        'Direito de livre resolução. Esta marcação é um contrato de prestação de serviços celebrado à distância (Decreto-Lei n.º 24/2014). Pode resolvê-lo no prazo de 14 dias a contar do dia desta confirmação, sem indicar o motivo e sem qualquer custo: nada é pago antecipadamente e só paga na oficina, depois do serviço. Para o fazer, use «Cancelar» na página da marcação (a ligação nos nossos e-mails) até à hora nela indicada, ou informe-nos por telefone ou e-mail a qualquer momento; basta uma declaração inequívoca.',
        'Ao trazer a viatura numa data combinada dentro desses 14 dias, pede-nos expressamente que iniciemos o serviço antes do fim do prazo de livre resolução e reconhece que perde esse direito quando o serviço estiver integralmente prestado (artigo 17.º, n.º 1, alínea a), do Decreto-Lei n.º 24/2014). Se resolver o contrato depois de o serviço ter começado, paga apenas a parte já prestada (artigo 15.º).',
      ].join('\n\n'),
      [
        'Право на відмову від договору. Цей запис — договір про надання послуги, укладений на відстані (Декрет-закон Португалії № 24/2014). Ви можете відмовитися від нього протягом 14 днів від дня цього підтвердження без пояснення причин і без жодних витрат: передоплати немає, а платите ви лише в майстерні після роботи. Для цього натисніть «Скасувати» на сторінці запису (посилання в наших листах) до вказаного там часу або повідомте нас телефоном чи електронною поштою будь-коли; достатньо чіткої заяви.',
        'Привозячи авто в погоджену дату в межах цих 14 днів, ви прямо просите нас розпочати роботу до закінчення строку відмови й визнаєте, що втрачаєте це право, щойно роботу буде повністю виконано (стаття 17, частина 1, пункт «а» Декрету-закону № 24/2014). Якщо ви відмовитеся після початку роботи, то платите лише за вже виконану частину (стаття 15).',
      ].join('\n\n'),
    ),
  },
  // No Google review link: the garage's own comes from its Google Business Profile.
  reviewRequests: {
    _type: 'reviewRequestSettings',
    delayHours: REVIEW_REQUEST_DELAY_HOURS_DEFAULT,
    linkValidDays: REVIEW_LINK_VALID_DAYS_DEFAULT,
  },
  // On in the bundled content, so the reviews' link shows; the owner turns it off in the Studio.
  showReviewsLink: true,
  seo: {
    _type: 'seo',
    title: ls(
      'Caparica Detailing | Premium car detailing near Lisbon',
      'Caparica Detailing | Detailing automóvel premium perto de Lisboa',
      'Caparica Detailing | Преміальний детейлінг біля Лісабона',
    ),
    description: lt(
      `Paint correction, ceramic coating, paint protection film and interior detailing in Charneca da Caparica. Free collection in Almada and Lisbon over €${FREE_DELIVERY_THRESHOLD_EUR}.`,
      `Correção de pintura, revestimento cerâmico, PPF e limpeza de interiores na Charneca da Caparica. Recolha grátis em Almada e Lisboa acima de ${FREE_DELIVERY_THRESHOLD_EUR} €.`,
      `Корекція лаку, кераміка, захисна плівка та чищення салону в Шарнека-да-Капаріка. Безкоштовне транспортування в Алмаді та Лісабоні від ${FREE_DELIVERY_THRESHOLD_EUR} €.`,
    ),
    image: plainImage('og-default.jpg'),
  },
};
