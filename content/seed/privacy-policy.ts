import { BOOKING_RETENTION_MONTHS } from '../../lib/constants/index.ts';
import { ls, lb } from './locale.ts';
import { h3, link, list, p } from './portable-text.ts';
import { siteSettings } from './site-settings.ts';

const { businessName, email } = siteSettings;
const { streetAddress, postalCode, locality } = siteSettings.address;
const address = `${streetAddress}, ${postalCode} ${locality}`;
const mail = link(email, `mailto:${email}`);

export const privacyPolicy = {
  _id: 'legalPage-privacy-policy',
  _type: 'legalPage',
  title: ls('Privacy policy', 'Política de privacidade', 'Політика конфіденційності'),
  slug: { _type: 'slug', current: 'privacy-policy' },
  lastUpdated: '2024-06-01',
  body: lb(
    [
      p(
        `This policy explains what personal data ${businessName} collects through this website, why, and what rights you have over it.`,
      ),
      h3('Who is responsible'),
      p(
        `${businessName}, ${address}, Portugal, is responsible for your data. You can reach us at any time at `,
        mail,
        '.',
      ),
      h3('What we collect'),
      p('When you send a booking request, the form collects:'),
      ...list(
        'your name and email address;',
        'your phone number, if you give it;',
        'the service you are interested in, your vehicle make and model and your preferred date, if you give them;',
        'the message you write to us.',
      ),
      p(
        'The website itself uses no advertising or tracking cookies. A single cookie remembers the language you chose.',
      ),
      h3('Why we use it'),
      p(
        'We use these details only to answer your request: to prepare a quote, agree a date, collect and return your car and contact you about the booking. The legal basis is taking steps at your request before a contract (Article 6(1)(b) GDPR). We never sell your data or use it for marketing.',
      ),
      h3('Where it is stored and for how long'),
      p(
        `Requests are stored in a Supabase database hosted in the European Union, and a notification with the same details is emailed to our team. We keep them for ${BOOKING_RETENTION_MONTHS} months after our last contact with you and then delete them, unless the law requires us to keep invoices for longer.`,
      ),
      h3('Your rights'),
      p(
        'Under the GDPR you can ask to access, correct or delete your data, to restrict or object to its use, and to receive it in a portable format. Write to ',
        mail,
        ' and we will reply within one month. You can also complain to the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD).',
      ),
    ],
    [
      p(
        `Esta política explica que dados pessoais a ${businessName} recolhe através deste site, para que os usa e que direitos tem sobre eles.`,
      ),
      h3('Responsável pelo tratamento'),
      p(
        `A ${businessName}, ${address}, Portugal, é responsável pelos seus dados. Pode contactar-nos a qualquer momento através de `,
        mail,
        '.',
      ),
      h3('Que dados recolhemos'),
      p('Quando envia um pedido de marcação, o formulário recolhe:'),
      ...list(
        'o seu nome e endereço de email;',
        'o seu número de telemóvel, se o indicar;',
        'o serviço que pretende, a marca e o modelo da viatura e a data preferida, se os indicar;',
        'a mensagem que nos escrever.',
      ),
      p('O site não usa cookies de publicidade nem de rastreamento. Apenas um cookie guarda o idioma que escolheu.'),
      h3('Para que os usamos'),
      p(
        'Usamos estes dados apenas para responder ao seu pedido: preparar o orçamento, combinar a data, recolher e entregar o seu carro e contactá-lo sobre a marcação. O fundamento jurídico são as diligências pré-contratuais a seu pedido (artigo 6.º, n.º 1, alínea b) do RGPD). Nunca vendemos os seus dados nem os usamos para marketing.',
      ),
      h3('Onde ficam guardados e durante quanto tempo'),
      p(
        `Os pedidos ficam guardados numa base de dados Supabase alojada na União Europeia, e a nossa equipa recebe uma notificação por email com os mesmos dados. Conservamo-los durante ${BOOKING_RETENTION_MONTHS} meses após o último contacto consigo e depois apagamo-los, salvo quando a lei nos obriga a guardar faturas por mais tempo.`,
      ),
      h3('Os seus direitos'),
      p(
        'Ao abrigo do RGPD, pode pedir o acesso, a retificação ou o apagamento dos seus dados, a limitação ou oposição ao seu tratamento e a sua portabilidade. Escreva para ',
        mail,
        ' e respondemos no prazo de um mês. Pode também apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD).',
      ),
    ],
    [
      p(
        `Ця політика пояснює, які персональні дані ${businessName} збирає через цей сайт, навіщо і які права ви маєте щодо них.`,
      ),
      h3('Хто відповідає за дані'),
      p(
        `За ваші дані відповідає ${businessName}, ${address}, Португалія. Звʼязатися з нами можна будь-коли за адресою `,
        mail,
        '.',
      ),
      h3('Які дані ми збираємо'),
      p('Коли ви надсилаєте запит на запис, форма збирає:'),
      ...list(
        'ваше імʼя та адресу електронної пошти;',
        'номер телефону, якщо ви його вкажете;',
        'послугу, яка вас цікавить, марку й модель авто та бажану дату, якщо ви їх вкажете;',
        'повідомлення, яке ви нам напишете.',
      ),
      p(
        'Сайт не використовує рекламних чи відстежувальних файлів cookie. Лише один cookie запамʼятовує обрану вами мову.',
      ),
      h3('Навіщо ми їх використовуємо'),
      p(
        'Ми використовуємо ці дані лише для відповіді на ваш запит: щоб підготувати кошторис, узгодити дату, забрати й повернути авто та звʼязатися з вами щодо запису. Правова підстава — дії на ваш запит перед укладенням договору (стаття 6(1)(b) GDPR). Ми ніколи не продаємо ваші дані й не використовуємо їх для маркетингу.',
      ),
      h3('Де вони зберігаються і як довго'),
      p(
        `Запити зберігаються в базі даних Supabase, розміщеній у Європейському Союзі, а наша команда отримує сповіщення з тими самими даними електронною поштою. Ми зберігаємо їх ${BOOKING_RETENTION_MONTHS} місяці після останнього контакту з вами, а потім видаляємо, якщо закон не вимагає довше зберігати рахунки.`,
      ),
      h3('Ваші права'),
      p(
        'Відповідно до GDPR ви можете попросити доступ до своїх даних, їх виправлення чи видалення, обмеження обробки або заперечити проти неї, а також отримати дані в переносному форматі. Напишіть на ',
        mail,
        ', і ми відповімо протягом місяця. Ви також можете подати скаргу до португальського органу із захисту даних — Comissão Nacional de Proteção de Dados (CNPD).',
      ),
    ],
  ),
};
