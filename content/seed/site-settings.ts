import { BUSINESS, FREE_DELIVERY_THRESHOLD_EUR, HERO_STATS } from '../../lib/constants/index.ts';
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
