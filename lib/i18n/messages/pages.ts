import { defineCatalog } from '../catalog';

/** About, Interior detailing and legal pages: calls to action, breadcrumbs, schedule labels. */
export default defineCatalog({
  en: {
    'pages.viewServices': 'View Our Services',
    'pages.getQuote': 'Get Quote',
    'pages.bookThisService': 'Book This Service',
    'pages.breadcrumbAbout': 'About',
    'pages.lastUpdated': 'Last updated: {date}',
    'pages.serviceAreas': 'Service areas',
    'pages.duration': 'Duration',
    'pages.durationHours': '{min}–{max} hours',
    'pages.price': 'Price',
    'pages.aboutEyebrow': 'Our story',
    'pages.serviceEyebrow': 'Our services',
  },
  pt: {
    'pages.viewServices': 'Ver os Nossos Serviços',
    'pages.getQuote': 'Pedir Orçamento',
    'pages.bookThisService': 'Marcar Este Serviço',
    'pages.breadcrumbAbout': 'Sobre Nós',
    'pages.lastUpdated': 'Última atualização: {date}',
    'pages.serviceAreas': 'Zonas de serviço',
    'pages.duration': 'Duração',
    'pages.durationHours': '{min}–{max} horas',
    'pages.price': 'Preço',
    'pages.aboutEyebrow': 'A nossa história',
    'pages.serviceEyebrow': 'Os nossos serviços',
  },
  uk: {
    'pages.viewServices': 'Переглянути послуги',
    'pages.getQuote': 'Отримати кошторис',
    'pages.bookThisService': 'Записатися на цю послугу',
    'pages.breadcrumbAbout': 'Про нас',
    'pages.lastUpdated': 'Оновлено: {date}',
    'pages.serviceAreas': 'Зони обслуговування',
    'pages.duration': 'Тривалість',
    'pages.durationHours': '{min}–{max} {max, plural, one {година} few {години} many {годин} other {години}}',
    'pages.price': 'Ціна',
    'pages.aboutEyebrow': 'Наша історія',
    'pages.serviceEyebrow': 'Наші послуги',
  },
});
