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
  // How reviews are checked, as EU consumer law asks (Directive 2019/2161); it must stay true.
  reviewsNote: lt(
    'Every review here comes from a customer whose car we detailed: we check it against our bookings, and publish it with their consent, in their own words. We do not pay for reviews or reward them, and we publish good and bad alike.',
    'Todas as avaliações aqui publicadas são de clientes cujo carro tratámos: confirmamo-las com as nossas marcações e publicamo-las com o consentimento de cada cliente, nas suas próprias palavras. Não pagamos nem damos nada em troca de avaliações, e publicamos as boas e as menos boas.',
    'Кожен відгук тут залишив клієнт, чиє авто ми обслуговували: ми звіряємо його з нашими записами й публікуємо за згодою клієнта, його власними словами. Ми не платимо за відгуки й нічим за них не винагороджуємо та публікуємо і схвальні, і критичні.',
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
