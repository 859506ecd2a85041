import { defineCatalog } from '../catalog';

/**
 * Customer reviews: on the home page and a service's page. A review's own text is
 * content; these are the labels around it: its rating in words (beside the stars), where it came
 * from (a review from the site's review page: "Verified booking", which the home page's note on
 * reviews explains), and the mark on a review shown in its original language for want of a translation.
 */
export default defineCatalog({
  en: {
    'reviews.rating': 'Rated {rating} out of {max}',
    'reviews.writtenIn.en': 'Written in English',
    'reviews.writtenIn.pt': 'Written in Portuguese',
    'reviews.writtenIn.uk': 'Written in Ukrainian',
    'reviews.source.in-person': 'In person',
    'reviews.source.email': 'By email',
    'reviews.source.google': 'Via Google',
    'reviews.source.whatsapp': 'Via WhatsApp',
    'reviews.source.phone': 'By phone',
    'reviews.source.other': 'From another source',
    'reviews.source.booking': 'Verified booking',
  },
  pt: {
    'reviews.rating': 'Classificação: {rating} em {max}',
    'reviews.writtenIn.en': 'Escrita em inglês',
    'reviews.writtenIn.pt': 'Escrita em português',
    'reviews.writtenIn.uk': 'Escrita em ucraniano',
    'reviews.source.in-person': 'Pessoalmente',
    'reviews.source.email': 'Por email',
    'reviews.source.google': 'No Google',
    'reviews.source.whatsapp': 'Pelo WhatsApp',
    'reviews.source.phone': 'Por telefone',
    'reviews.source.other': 'De outra origem',
    'reviews.source.booking': 'Marcação verificada',
  },
  uk: {
    'reviews.rating': 'Оцінка: {rating} з {max}',
    'reviews.writtenIn.en': 'Написано англійською',
    'reviews.writtenIn.pt': 'Написано португальською',
    'reviews.writtenIn.uk': 'Написано українською',
    'reviews.source.in-person': 'Особисто',
    'reviews.source.email': 'Електронною поштою',
    'reviews.source.google': 'У Google',
    'reviews.source.whatsapp': 'У WhatsApp',
    'reviews.source.phone': 'Телефоном',
    'reviews.source.other': 'З іншого джерела',
    'reviews.source.booking': 'Підтверджений запис',
  },
});
