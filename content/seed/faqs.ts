import {
  FREE_DELIVERY_THRESHOLD_EUR,
  INTERIOR_DETAILING_DURATION_HOURS,
  INTERIOR_DETAILING_SERVICE,
} from '../../lib/constants/index.ts';
import { orderRanks } from '../../schemas/lib/order-rank.ts';
import { ls, lt, type LocaleString, type LocaleText } from './locale.ts';
import { reference } from './media.ts';

const { min, max } = INTERIOR_DETAILING_DURATION_HOURS;
const free = FREE_DELIVERY_THRESHOLD_EUR;

type Faq = { key: string; question: LocaleString; answer: LocaleText };

/** What owners ask most about interior detailing, in the order the page shows them. */
const interiorDetailing: Faq[] = [
  {
    key: 'duration',
    question: ls(
      'How long does an interior detail take?',
      'Quanto tempo demora o detailing de interiores?',
      'Скільки триває детейлінг салону?',
    ),
    answer: lt(
      `Between ${min} and ${max} hours, depending on the size of the car and the state of the cabin. When we confirm your booking, we tell you when it will be ready.`,
      `Entre ${min} e ${max} horas, conforme o tamanho do carro e o estado do habitáculo. Quando confirmamos a marcação, dizemos-lhe a que horas fica pronto.`,
      `Від ${min} до ${max} годин — залежно від розміру авто та стану салону. Підтверджуючи запис, ми скажемо, коли автомобіль буде готовий.`,
    ),
  },
  {
    key: 'stains-and-odours',
    question: ls(
      'Can you remove stains and bad smells?',
      'Conseguem remover nódoas e maus cheiros?',
      'Чи можна вивести плями та неприємні запахи?',
    ),
    answer: lt(
      'Most stains from food, drinks, mud and everyday use lift out with steam and hot-water extraction. Smells from pets, smoke or damp are neutralised at their source, not covered up with perfume. Some old stains, such as ink or dye, may fade without disappearing completely: we tell you honestly before we start.',
      'A maioria das nódoas de comida, bebidas, lama e uso diário sai com vapor e extração com água quente. Os odores de animais, tabaco ou humidade são eliminados na origem, não disfarçados com perfume. Algumas nódoas antigas, como tinta de caneta ou corantes, podem ficar mais claras sem desaparecer por completo: dizemos-lhe com franqueza antes de começar.',
      'Більшість плям від їжі, напоїв, бруду й щоденного користування виводимо парою та екстракцією гарячою водою. Запахи від тварин, тютюнового диму чи вогкості нейтралізуємо там, де вони виникають, а не маскуємо ароматизаторами. Деякі старі плями, як-от від чорнила чи барвників, можуть посвітлішати, але не зникнути повністю, — про це ми чесно скажемо ще до початку роботи.',
    ),
  },
  {
    key: 'delicate-materials',
    question: ls(
      'Is it safe for leather, Alcantara and screens?',
      'É seguro para pele, Alcantara e ecrãs?',
      'Чи безпечно це для шкіри, алькантари та екранів?',
    ),
    answer: lt(
      'Yes. Every material gets its own product and tool: leather is cleaned with a pH-neutral cleaner and then conditioned, Alcantara is brushed and cleaned with as little moisture as possible, and screens and gloss-black trim are only touched with soft microfibre.',
      'Sim. Cada material tem o produto e a ferramenta certos: a pele é limpa com um produto de pH neutro e depois hidratada, a Alcantara é escovada e limpa com o mínimo de humidade possível, e os ecrãs e os acabamentos em preto brilhante só são tocados com microfibra macia.',
      'Так. Для кожного матеріалу — свій засіб та інструмент: шкіру чистимо pH-нейтральним засобом і потім доглядаємо кондиціонером, алькантару розчісуємо щіткою й чистимо з мінімумом вологи, а екранів і глянцево-чорного декору торкаємося лише мʼякою мікрофіброю.',
    ),
  },
  {
    key: 'preparation',
    question: ls(
      'Do I need to empty the car first?',
      'Preciso de esvaziar o carro antes?',
      'Чи потрібно заздалегідь забрати речі з авто?',
    ),
    answer: lt(
      'Please take out valuables and personal belongings, including from the glovebox, door pockets and boot, so we can reach every surface. Anything we still find goes into a bag and comes back to you with the car.',
      'Pedimos-lhe que retire objetos de valor e pertences pessoais, incluindo do porta-luvas, dos bolsos das portas e da bagageira, para chegarmos a todas as superfícies. O que ainda encontrarmos é guardado num saco e entregue juntamente com o carro.',
      'Будь ласка, заберіть цінні та особисті речі, зокрема з бардачка, кишень дверей і багажника, щоб ми могли дістатися до кожної поверхні. Усе, що ми все ж знайдемо, складемо в пакет і повернемо разом з авто.',
    ),
  },
  {
    key: 'collection',
    question: ls(
      'Can you collect and deliver my car?',
      'Podem ir buscar e entregar o carro?',
      'Чи можете ви забрати й доставити моє авто?',
    ),
    answer: lt(
      `Yes. Collection and delivery are free in the Almada and Lisbon area for any service over €${free}. Otherwise we collect and deliver for a fee in Almada, Aroeira, Charneca da Caparica, Seixal, Setúbal, Lisbon and Cascais. Closed tow truck transport is available on request.`,
      `Sim. A recolha e a entrega são gratuitas na zona de Almada e Lisboa em qualquer serviço acima de ${free} €. Nos restantes casos, têm custo e fazemo-las em Almada, Aroeira, Charneca da Caparica, Seixal, Setúbal, Lisboa e Cascais. O transporte em reboque fechado está disponível mediante pedido.`,
      `Так. У районі Алмади та Лісабона ми безкоштовно забираємо й доставляємо авто для будь-якої послуги понад ${free} €. В інших випадках це платно, у таких зонах: Алмада, Аройра, Шарнека-да-Капаріка, Сейшал, Сетубал, Лісабон і Кашкайш. Перевезення закритим евакуатором — за запитом.`,
    ),
  },
  {
    key: 'frequency',
    question: ls(
      'How often should the interior be detailed?',
      'Com que frequência se deve fazer o detailing do interior?',
      'Як часто варто робити детейлінг салону?',
    ),
    answer: lt(
      'For a car used every day, every three to six months keeps the cabin healthy and easy to look after. Between visits, an express detail includes a quick interior clean.',
      'Num carro usado todos os dias, um detailing a cada três a seis meses mantém o habitáculo saudável e fácil de cuidar. Entre visitas, o detailing expresso inclui uma limpeza rápida do interior.',
      'Якщо авто їздить щодня, робіть детейлінг раз на три–шість місяців: так салон залишається здоровим і простим у догляді. Між візитами підійде експрес-детейлінг — він включає швидке прибирання салону.',
    ),
  },
];

const ranks = orderRanks(interiorDetailing.length);

/** FAQ documents, `_id` faq-<service>-<key>, ranked in the order above. */
export const faqs = interiorDetailing.map(({ key, question, answer }, index) => ({
  _id: `faq-${INTERIOR_DETAILING_SERVICE}-${key}`,
  _type: 'faq',
  service: reference(`service-${INTERIOR_DETAILING_SERVICE}`),
  question,
  answer,
  orderRank: ranks[index],
}));
