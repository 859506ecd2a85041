import type { Locale, ServiceValue, VatRegime } from './site-constants.ts';

/** Texts of the visitor's acknowledgement mail, in the language the form was used in. */
export interface AcknowledgementMessages {
  /** BCP 47 tag for dates and the mail's lang attribute. */
  dateLocale: string;
  subject: string;
  /** No name: the acknowledgement never repeats what the visitor typed (it could be anyone's address). */
  greeting: string;
  intro: (responseHours: number) => string;
  summaryTitle: string;
  /** Only the choices from fixed lists are summarised back; free text never is. */
  labels: { service: string; date: string; size: string; extras: string; estimate: string };
  services: Record<ServiceValue, string>;
  /** What a price says about VAT under the business's regime (the site's price.vatIncluded / price.vatExempt). */
  vat: Record<VatRegime, string>;
  /** Added to an estimate over the free-collection threshold (the form's wording). */
  withFreeCollection: string;
  /** The estimate when the service's price for that size class is on request. */
  onRequest: string;
  closing: string;
}

export const ACKNOWLEDGEMENT_MESSAGES: Record<Locale, AcknowledgementMessages> = {
  en: {
    dateLocale: 'en-GB',
    subject: 'We have received your booking request',
    greeting: 'Hello,',
    intro: (hours) =>
      `Thank you for contacting us. We have received your request and will reply within ${hours} hours to confirm your booking.`,
    summaryTitle: 'Your request',
    labels: {
      service: 'Service',
      date: 'Preferred date',
      size: 'Vehicle size',
      extras: 'Extras',
      estimate: 'Estimate',
    },
    services: {
      'full-detail': 'Full detail',
      'paint-correction': 'Paint correction',
      'ceramic-coating': 'Ceramic coating',
      'interior-detailing': 'Interior detailing',
      ppf: 'Paint protection film',
      'express-detail': 'Express detail',
    },
    vat: { normal: 'VAT included', exempt: 'VAT exempt (art. 53 CIVA)' },
    withFreeCollection: 'with free collection and delivery',
    onRequest: 'Price on request for this vehicle size',
    closing: 'Kind regards,',
  },
  pt: {
    dateLocale: 'pt-PT',
    subject: 'Recebemos o seu pedido de marcação',
    greeting: 'Olá,',
    intro: (hours) =>
      `Obrigado pelo seu contacto. Recebemos o seu pedido e iremos responder-lhe no prazo de ${hours} horas para confirmar a marcação.`,
    summaryTitle: 'O seu pedido',
    labels: {
      service: 'Serviço',
      date: 'Data pretendida',
      size: 'Tamanho da viatura',
      extras: 'Serviços adicionais',
      estimate: 'Estimativa',
    },
    services: {
      'full-detail': 'Detalhe completo',
      'paint-correction': 'Correção de pintura',
      'ceramic-coating': 'Revestimento cerâmico',
      'interior-detailing': 'Limpeza de interiores',
      ppf: 'Película de proteção de pintura',
      'express-detail': 'Detalhe expresso',
    },
    vat: { normal: 'IVA incluído', exempt: 'IVA - regime de isenção (art. 53.º do CIVA)' },
    withFreeCollection: 'com recolha e entrega gratuitas',
    onRequest: 'Preço sob consulta para este tamanho de viatura',
    closing: 'Com os melhores cumprimentos,',
  },
  uk: {
    dateLocale: 'uk-UA',
    subject: 'Ми отримали ваш запит на запис',
    greeting: 'Вітаємо!',
    intro: (hours) =>
      `Дякуємо, що звернулися до нас. Ми отримали ваш запит і відповімо протягом ${hours} годин, щоб підтвердити запис.`,
    summaryTitle: 'Ваш запит',
    labels: {
      service: 'Послуга',
      date: 'Бажана дата',
      size: 'Розмір авто',
      extras: 'Додаткові послуги',
      estimate: 'Орієнтовна вартість',
    },
    services: {
      'full-detail': 'Повний детейлінг',
      'paint-correction': 'Корекція лакофарбового покриття',
      'ceramic-coating': 'Керамічне покриття',
      'interior-detailing': 'Детейлінг салону',
      ppf: 'Захисна плівка для кузова (PPF)',
      'express-detail': 'Експрес-детейлінг',
    },
    vat: { normal: 'з ПДВ', exempt: 'Без ПДВ (звільнення за ст. 53 CIVA)' },
    withFreeCollection: 'з безкоштовним забиранням і доставкою авто',
    onRequest: 'Ціна для цього розміру авто — за запитом',
    closing: 'З повагою,',
  },
};
