import { FREE_DELIVERY_THRESHOLD_EUR } from '../../lib/constants/index.ts';
import { ls, lb } from './locale.ts';
import { h3, link, list, p } from './portable-text.ts';
import { siteSettings } from './site-settings.ts';

const { businessName, email, phone } = siteSettings;
const mail = link(email, `mailto:${email}`);
const call = link(phone, `tel:${phone.replaceAll(' ', '')}`);
const complaintsBook = link('www.livroreclamacoes.pt', 'https://www.livroreclamacoes.pt');
/** The privacy policy's path (lib/seo/routes.ts, SITE_PAGES.privacyPolicy); links keep the reader's language. */
const PRIVACY_POLICY_PATH = '/privacy-policy';
/** Free cancellation window; a business term of these terms, not a spec constant. */
const FREE_CANCELLATION_HOURS = 48;

export const termsOfService = {
  _id: 'legalPage-terms-of-service',
  _type: 'legalPage',
  title: ls('Terms of service', 'Termos e condições', 'Умови надання послуг'),
  slug: { _type: 'slug', current: 'terms-of-service' },
  lastUpdated: '2026-11-26',
  body: lb(
    [
      p(
        `These terms apply to booking requests made through this website and to the detailing services ${businessName} provides.`,
      ),
      h3('Booking requests'),
      p(
        'Sending the form is a request, not a confirmed booking. We contact you to agree the service, the price and the date; the booking is confirmed only when we have both agreed them by phone, email or message.',
      ),
      h3('Quotes and prices'),
      p(
        'Prices on this website are starting prices, and every price we quote includes VAT at the legal rate. The final price depends on the size and condition of the car and the options you choose, and we give it to you before any work starts. If we find something during the job that would change the price, we ask you first.',
      ),
      h3('Collection and delivery'),
      p(
        `Collection and delivery are free in the Almada and Lisbon area for any service over €${FREE_DELIVERY_THRESHOLD_EUR}. Other areas, and transport in our closed tow truck, are charged as quoted.`,
      ),
      h3('Cancellations'),
      p(
        `You can cancel or move a booking free of charge up to ${FREE_CANCELLATION_HOURS} hours before the agreed time. For later cancellations or missed appointments we may charge for materials ordered specially for your car, such as protection film.`,
      ),
      h3('Your car and our liability'),
      ...list(
        'We inspect the car with you when we receive it and note any existing damage.',
        'Please remove valuables; we are not responsible for items left inside.',
        'We are responsible for damage caused by our work or while the car is in our care.',
        'We are not responsible for existing defects, such as failing clear coat or earlier repairs, that become visible once the car is clean.',
      ),
      h3('Payment'),
      p('Payment is due when you collect the car, by card, MB WAY or bank transfer.'),
      h3('Personal data'),
      p(
        'How we use the personal data in your booking request, who receives it and what rights you have are set out in our ',
        link('privacy policy', PRIVACY_POLICY_PATH),
        '.',
      ),
      h3('Complaints and disputes'),
      p(
        'If you are not happy with the result, tell us at handover or within seven days and we will put it right. You can reach us at ',
        mail,
        ' or ',
        call,
        '.',
      ),
      p(
        'You can also complain in our complaints book (Livro de Reclamações), on paper at our premises or online in the Livro de Reclamações Eletrónico at ',
        complaintsBook,
        '.',
      ),
      p(
        'If we cannot settle a dispute between us, you may, as a consumer, turn to the alternative dispute resolution entities named at the foot of every page of this website, under Law 144/2015 of 8 September (Lei n.º 144/2015). These terms are governed by Portuguese law.',
      ),
    ],
    [
      p(
        `Estes termos aplicam-se aos pedidos de marcação feitos através deste site e aos serviços de detailing prestados pela ${businessName}.`,
      ),
      h3('Pedidos de marcação'),
      p(
        'O envio do formulário é um pedido, não uma marcação confirmada. Entramos em contacto para combinar o serviço, o preço e a data; a marcação só fica confirmada quando ambos tivermos acordado por telefone, email ou mensagem.',
      ),
      h3('Orçamentos e preços'),
      p(
        'Os preços indicados no site são preços de partida, e todos os preços que indicamos incluem IVA à taxa legal em vigor. O preço final depende do tamanho e do estado da viatura e das opções escolhidas, e é-lhe comunicado antes de começarmos. Se durante o trabalho encontrarmos algo que altere o preço, falamos consigo primeiro.',
      ),
      h3('Recolha e entrega'),
      p(
        `A recolha e a entrega são gratuitas na zona de Almada e Lisboa em qualquer serviço acima de ${FREE_DELIVERY_THRESHOLD_EUR} €. Nas outras zonas, e no transporte em reboque fechado, aplica-se o valor orçamentado.`,
      ),
      h3('Cancelamentos'),
      p(
        `Pode cancelar ou alterar a marcação sem custos até ${FREE_CANCELLATION_HOURS} horas antes da hora combinada. Em cancelamentos posteriores ou faltas, podemos cobrar os materiais encomendados especificamente para o seu carro, como a película de proteção.`,
      ),
      h3('A sua viatura e a nossa responsabilidade'),
      ...list(
        'Inspecionamos a viatura consigo no momento da receção e registamos os danos existentes.',
        'Retire os objetos de valor; não nos responsabilizamos por objetos deixados no interior.',
        'Somos responsáveis pelos danos causados pelo nosso trabalho ou enquanto a viatura estiver à nossa guarda.',
        'Não somos responsáveis por defeitos existentes, como verniz degradado ou reparações anteriores, que se tornem visíveis depois de o carro estar limpo.',
      ),
      h3('Pagamento'),
      p('O pagamento é feito no levantamento da viatura, por cartão, MB WAY ou transferência bancária.'),
      h3('Dados pessoais'),
      p(
        'A forma como tratamos os dados pessoais do seu pedido de marcação, quem os recebe e que direitos tem estão descritos na nossa ',
        link('política de privacidade', PRIVACY_POLICY_PATH),
        '.',
      ),
      h3('Reclamações e litígios'),
      p(
        'Se não ficar satisfeito com o resultado, diga-nos na entrega ou nos sete dias seguintes e resolvemos. Pode contactar-nos através de ',
        mail,
        ' ou ',
        call,
        '.',
      ),
      p(
        'Pode também reclamar no nosso Livro de Reclamações, em papel nas nossas instalações ou online no Livro de Reclamações Eletrónico, em ',
        complaintsBook,
        '.',
      ),
      p(
        'Se não conseguirmos resolver um litígio entre nós, pode, enquanto consumidor, recorrer às entidades de resolução alternativa de litígios indicadas no rodapé de todas as páginas deste site, nos termos da Lei n.º 144/2015, de 8 de setembro. Estes termos regem-se pela lei portuguesa.',
      ),
    ],
    [
      p(
        `Ці умови стосуються запитів на запис, надісланих через цей сайт, і послуг детейлінгу, які надає ${businessName}.`,
      ),
      h3('Запити на запис'),
      p(
        'Надіслана форма — це запит, а не підтверджений запис. Ми звʼяжемося з вами, щоб узгодити послугу, ціну та дату; запис підтверджено лише тоді, коли обидві сторони їх погодили телефоном, електронною поштою чи в месенджері.',
      ),
      h3('Кошториси та ціни'),
      p(
        'Ціни на сайті — це стартові ціни; усі ціни, які ми називаємо, включають ПДВ за чинною ставкою. Остаточна ціна залежить від розміру та стану авто й обраних опцій, і ми називаємо її до початку робіт. Якщо під час роботи виявиться щось, що змінює ціну, ми спершу погодимо це з вами.',
      ),
      h3('Забирання та доставка'),
      p(
        `Забирання й доставка безкоштовні в районі Алмади та Лісабона для будь-якої послуги понад ${FREE_DELIVERY_THRESHOLD_EUR} €. Для інших районів і перевезення закритим евакуатором діє узгоджена ціна.`,
      ),
      h3('Скасування'),
      p(
        `Скасувати або перенести запис можна безкоштовно не пізніше ніж за ${FREE_CANCELLATION_HOURS} годин до узгодженого часу. За пізніше скасування чи неявку ми можемо стягнути вартість матеріалів, замовлених спеціально для вашого авто, наприклад захисної плівки.`,
      ),
      h3('Ваше авто та наша відповідальність'),
      ...list(
        'Ми оглядаємо авто разом з вами під час приймання та фіксуємо наявні пошкодження.',
        'Будь ласка, заберіть цінні речі: ми не відповідаємо за речі, залишені в салоні.',
        'Ми відповідаємо за пошкодження, спричинені нашою роботою або під час перебування авто в нас.',
        'Ми не відповідаємо за наявні дефекти, як-от зношений лак чи попередній ремонт, що стають помітними після чищення.',
      ),
      h3('Оплата'),
      p('Оплата — під час отримання авто карткою, через MB WAY або банківським переказом.'),
      h3('Персональні дані'),
      p(
        'Як ми використовуємо персональні дані з вашого запиту на запис, хто їх отримує і які права ви маєте, описано в нашій ',
        link('політиці конфіденційності', PRIVACY_POLICY_PATH),
        '.',
      ),
      h3('Скарги та спори'),
      p(
        'Якщо результат вас не влаштовує, скажіть нам під час передачі або протягом семи днів — і ми все виправимо. Звʼязатися з нами можна за адресою ',
        mail,
        ' або телефоном ',
        call,
        '.',
      ),
      p(
        'Ви також можете залишити скаргу в нашій книзі скарг (Livro de Reclamações) — паперовій у нашому приміщенні або електронній (Livro de Reclamações Eletrónico) на сайті ',
        complaintsBook,
        '.',
      ),
      p(
        'Якщо ми не зможемо врегулювати спір між нами, ви як споживач можете звернутися до органів альтернативного вирішення спорів, зазначених унизу кожної сторінки цього сайту, відповідно до Закону № 144/2015 від 8 вересня 2015 року (Lei n.º 144/2015). Ці умови регулюються законодавством Португалії.',
      ),
    ],
  ),
};
