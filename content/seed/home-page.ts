import { ls, lt } from './locale.ts';
import { accessibleImage } from './media.ts';

export const homePage = {
  _id: 'homePage',
  _type: 'homePage',
  hero: {
    title: ls(
      'Premium car detailing in Charneca da Caparica',
      'Detailing automóvel premium na Charneca da Caparica',
      'Преміальний детейлінг авто в Шарнека-да-Капаріка',
    ),
    description: lt(
      'Paint correction, ceramic coatings, paint protection film and deep interior cleaning for drivers from Almada, Lisbon and the coast, with collection and delivery of your car.',
      'Correção de pintura, revestimentos cerâmicos, película de proteção e limpeza profunda de interiores para condutores de Almada, Lisboa e da costa, com recolha e entrega da sua viatura.',
      'Корекція лаку, керамічні покриття, захисна плівка та глибоке чищення салону для водіїв з Алмади, Лісабона й узбережжя. Заберемо авто і повернемо його вам.',
    ),
    image: accessibleImage(
      'hero.webp',
      ls(
        'Black grand tourer in side profile in our dimly lit studio, light bars reflected along its polished flank',
        'Coupé preto de perfil no nosso estúdio na penumbra, com as barras de luz refletidas na lateral polida',
        'Чорне купе в профіль у затемненій студії, світлові панелі відбиваються на відполірованому боці',
      ),
    ),
  },
  servicesSection: {
    _type: 'sectionHeading',
    eyebrow: ls('What we do', 'O que fazemos', 'Що ми робимо'),
    title: ls('Our services', 'Os nossos serviços', 'Наші послуги'),
    intro: lt(
      'Six services, one standard: every car leaves our studio cleaner, glossier and better protected than when it arrived.',
      'Seis serviços, um só padrão: cada carro sai do nosso estúdio mais limpo, mais brilhante e mais protegido do que entrou.',
      'Шість послуг — один стандарт: кожне авто виїжджає зі студії чистішим, блискучішим і краще захищеним, ніж приїхало.',
    ),
  },
  gallerySection: {
    _type: 'sectionHeading',
    eyebrow: ls('Our work', 'O nosso trabalho', 'Наші роботи'),
    title: ls('Gallery', 'Galeria', 'Галерея'),
    intro: lt(
      'A look at recent work from our studio: corrected paint, fresh coatings and cabins brought back to life.',
      'Alguns trabalhos recentes do nosso estúdio: pinturas corrigidas, revestimentos novos e interiores como novos.',
      'Кілька свіжих робіт нашої студії: відновлений лак, нові покриття та салони, що знову виглядають як нові.',
    ),
  },
  beforeAfterSection: {
    _type: 'sectionHeading',
    title: ls('Before and after', 'Antes e depois', 'До і після'),
    intro: lt(
      'The same car as it came in and as it left our studio.',
      'O mesmo carro como chegou e como saiu do nosso estúdio.',
      'Те саме авто: яким воно приїхало до нашої студії і яким поїхало.',
    ),
  },
  reviewsSection: {
    _type: 'sectionHeading',
    eyebrow: ls('What customers say', 'O que dizem os clientes', 'Що кажуть клієнти'),
    title: ls('Customer reviews', 'Avaliações de clientes', 'Відгуки клієнтів'),
    intro: lt(
      'In the words of the drivers who left their car with us.',
      'Nas palavras de quem nos confiou o seu carro.',
      'Словами водіїв, які довірили нам своє авто.',
    ),
  },
  // How reviews are checked, as EU consumer law asks (Directive 2019/2161; DL 57/2008, art. 10.º-A):
  // what is true of each kind, so it must change with the practice. A review from the site's review
  // page carries the "Verified booking" mark (its source's label, lib/i18n/messages/reviews.ts).
  reviewsNote: lt(
    'Reviews marked “Verified booking” come from customers who booked through this site and were asked after the job, by a mailed link that works for their booking only. The others we transcribed from customers’ messages or conversations with them; each says where it came from. All are published with the customer’s consent, in their words; we never pay or reward for reviews and show good and bad alike.',
    'As avaliações com «Marcação verificada» são de clientes que marcaram neste site e a quem as pedimos após o serviço, por e-mail, com uma ligação válida só para essa marcação. As restantes transcrevemo-las de mensagens ou conversas com clientes; cada uma indica a origem. Publicamo-las com consentimento, nas palavras do cliente; nunca pagamos nem recompensamos avaliações e mostramos boas e más.',
    'Відгуки з позначкою «Підтверджений запис» залишили клієнти, які записалися через цей сайт: після роботи ми попросили їх про відгук листом із посиланням лише для їхнього запису. Решту ми переписали з повідомлень клієнтів або розмов із ними; під кожним указано, звідки він. Усі публікуємо за згодою клієнта, його словами; не платимо й не винагороджуємо за відгуки та показуємо і добрі, і погані.',
  ),
  videoSection: {
    _type: 'sectionHeading',
    eyebrow: ls('Behind the scenes', 'Nos bastidores', 'За лаштунками'),
    title: ls('See us at work', 'Veja-nos a trabalhar', 'Подивіться, як ми працюємо'),
    intro: lt(
      'From the first foam wash to the final inspection under the lights, this is how we treat every car.',
      'Da primeira lavagem com espuma à inspeção final debaixo das luzes, é assim que tratamos cada carro.',
      'Від першого миття піною до фінального огляду під лампами — так ми працюємо з кожним авто.',
    ),
  },
  contactSection: {
    _type: 'sectionHeading',
    eyebrow: ls('Contact', 'Contacto', 'Контакти'),
    title: ls('Book your service', 'Faça a sua marcação', 'Запишіться на послугу'),
    intro: lt(
      'Tell us about your car and what it needs. We will confirm the price and a date that suits you.',
      'Fale-nos do seu carro e do que precisa. Confirmamos o preço e uma data que lhe dê jeito.',
      'Розкажіть про своє авто і що йому потрібно. Ми підтвердимо ціну та зручну для вас дату.',
    ),
  },
};
