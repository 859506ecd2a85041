import {
  BOOKING_CHALLENGE_TTL_SECONDS,
  BOOKING_RATE_LIMIT_WINDOW_MINUTES,
  BOOKING_RETENTION_MONTHS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  PREVIEW_SESSION_SECONDS,
  type Locale,
} from '../../lib/constants/index.ts';
import { FONTS_CACHED_KEY } from '../../lib/first-paint.mjs';
import { DATA_RECIPIENTS, type DataRecipientKey } from '../../lib/privacy/data-recipients.ts';
import { ls, lb } from './locale.ts';
import { bullets, h3, link, list, p, strong, type Block, type Inline } from './portable-text.ts';
import { siteSettings } from './site-settings.ts';

const { businessName, email, legalName, nif } = siteSettings;
/** The controller as the footer identifies the provider: legal name, trading name and NIPC. */
const controller = `${legalName} (${businessName}), NIPC ${nif}`;
const { streetAddress, postalCode, locality } = siteSettings.address;
const address = `${streetAddress}, ${postalCode} ${locality}`;
const mail = link(email, `mailto:${email}`);
const cnpd = link('www.cnpd.pt', 'https://www.cnpd.pt');

/** How long each thing is kept, from the values the code applies. */
const RETENTION_MONTHS = BOOKING_RETENTION_MONTHS;
const CHALLENGE_MINUTES = BOOKING_CHALLENGE_TTL_SECONDS / 60;
/** The rate-limit trigger removes counters older than two windows (supabase/migrations). */
const COUNTER_HOURS = (2 * BOOKING_RATE_LIMIT_WINDOW_MINUTES) / 60;
const LOCALE_COOKIE_DAYS = LOCALE_COOKIE_MAX_AGE_SECONDS / (60 * 60 * 24);
const PREVIEW_MINUTES = PREVIEW_SESSION_SECONDS / 60;

/** A count with its Ukrainian noun in the form the number takes (one / few / many). */
const UK_PLURAL = new Intl.PluralRules('uk');
function ukCount(count: number, forms: { one: string; few: string; many: string }): string {
  const form = UK_PLURAL.select(count);
  return `${count} ${form === 'one' || form === 'few' ? forms[form] : forms.many}`;
}

/** A recipient's name as lib/privacy/data-recipients.ts gives it, in one language. */
const named = (key: DataRecipientKey, locale: Locale) =>
  DATA_RECIPIENTS.find((recipient) => recipient.key === key)!.name[locale];

/**
 * One bullet per recipient of lib/privacy/data-recipients.ts, in its order, each opening with the
 * name the list gives: a recipient added there cannot be missing here (the record needs its key).
 */
const recipients = (locale: Locale, what: Record<DataRecipientKey, string | Inline[]>): Block[] =>
  bullets(
    ...DATA_RECIPIENTS.map((recipient): Inline[] => {
      const text = what[recipient.key];
      return [strong(recipient.name[locale]), ...(typeof text === 'string' ? [text] : text)];
    }),
  );

export const privacyPolicy = {
  _id: 'legalPage-privacy-policy',
  _type: 'legalPage',
  title: ls('Privacy policy', 'Política de privacidade', 'Політика конфіденційності'),
  slug: { _type: 'slug', current: 'privacy-policy' },
  lastUpdated: '2026-11-27',
  body: lb(
    [
      p(
        `This policy explains what personal data ${businessName} collects through this website, why, who receives it, how long it is kept and what your rights are.`,
      ),
      h3('Who is responsible'),
      p(
        `${controller}, ${address}, Portugal, is responsible for your personal data (the controller). For anything about your data, write to `,
        mail,
        '.',
      ),
      h3('What we collect'),
      p('When you send a booking request, the form collects:'),
      ...list(
        'your name and email address;',
        'your phone number, if you give it;',
        'the service you are interested in, your vehicle make and model, its size class, any extras you choose and your preferred date, if you give them, with the estimate we work out from our published prices;',
        'the message you write to us.',
      ),
      p(
        'With each request we also store when it arrived and when we last contacted you, whether and when we were notified of it, a random key for the form fill, and two spam marks: whether the form was sent unusually fast and whether a field hidden from people was filled in. We also record the language you used on the site and whether we sent you an acknowledgement, and, as we work on your request, where it stands (new, contacted, confirmed, done, declined, cancelled or spam), our own short note about it, and which of us changed these and when.',
      ),
      p(
        'When we confirm an appointment with you, we keep its date, time and length, the price we agreed and our message to you, and, if it is cancelled, who cancelled it and why. We keep a record of each mail we send you about it (the confirmation, any change, the reminder the day before) and when it went out, and the random key of the personal link in those mails, which lets you cancel or ask for another date; what you send us through that link is kept with your request. The link stops working once the appointment has passed, once you cancel, and when your data is erased.',
      ),
      p(
        'When the work on your car is done, we send you one email a few hours later (never at night) asking for a review, the same for every customer. Its personal link, with a random key that works for a limited time, opens a page where you may give a rating, a text and the name to show; we keep what you write, when, and your consent to publish it, and it reaches our website only after we have read it. A link in that email stops these requests: we then keep a one-way hash of your email address, never the address, so that we can honour it. When your data is erased, your review is deleted too unless you asked us to keep it published.',
      ),
      p(
        'Against spam and abuse, the database counts requests per email address and per IP address. Of your IP address it stores only a one-way hash made with a secret value, never the address itself. Your browser also solves a small computing puzzle instead of a CAPTCHA; we record which puzzle was used.',
      ),
      p(
        'Like any website, the server records each request your browser makes to it (your IP address, browser, page and time) in its access logs.',
      ),
      h3('Why we use it and on what legal basis'),
      ...list(
        'Answering your booking request, preparing a quote, agreeing a date, collecting and returning your car and sending you an acknowledgement: steps taken at your request before a contract (Article 6(1)(b) GDPR).',
        'Protecting the form and the website against spam, abuse and attacks (the hash, the puzzle, the spam marks and the server logs): our legitimate interest in a secure website (Article 6(1)(f) GDPR).',
        'Asking you for a review after the work: our legitimate interest in hearing from our customers (Article 6(1)(f) GDPR), which you can stop with one click; publishing your review: your consent (Article 6(1)(a) GDPR).',
        'Showing the Google map, only when you ask for it: your consent (Article 6(1)(a) GDPR).',
      ),
      p(
        'We need your name and email address to answer you. We never sell your data, use it for marketing or build profiles from it.',
      ),
      h3('Who receives it'),
      p(
        `These receive personal data from the website, each only as described. All but ${named('google', 'en')}, which provides the map under its own terms, act on our behalf under data processing agreements.`,
      ),
      ...recipients('en', {
        host: ' — runs the servers of this website: it receives every request your browser makes to the site, with your IP address, and keeps the access logs. A booking request sent without JavaScript passes through it to Supabase.',
        supabase:
          ' — runs our database and the function that sends the booking emails: it receives what you write in the form, and your IP address, when you send a request.',
        resend:
          ' — sends the booking emails (your request to us, at once or in a later summary, and an acknowledgement to you) and keeps a log of them.',
        google: [
          ' — only if you open the map, Google receives your IP address and browser details and may set its own cookies, under ',
          link('its privacy policy', 'https://policies.google.com/privacy?hl=en'),
          '.',
        ],
        sanity:
          ' — stores the texts, pictures and video of this website. When your browser fetches a file from cdn.sanity.io, such as the video once you press play, Sanity receives your IP address.',
      }),
      p(
        'The emails then sit in our mailbox and in yours. Links to social networks and to Google Maps send nothing until you follow them.',
      ),
      h3('Where it is stored'),
      p(
        'Our database (Supabase) is hosted in the European Union and our email service (Resend) sends our mails from it; Resend keeps its logs of those mails in the United States. Where a provider, or a company working for it, handles data outside the European Economic Area, the transfer is covered by the European Commission’s standard contractual clauses or an adequacy decision, such as the EU–US Data Privacy Framework.',
      ),
      h3('How long we keep it'),
      ...list(
        `Booking requests: ${RETENTION_MONTHS} months after our last contact with you. A daily job then deletes them with the records that refer to them, and we delete our emails about them.`,
        `The record of a used puzzle: until the puzzle expires, ${CHALLENGE_MINUTES} minutes after it was issued.`,
        `The request counters (hashes of your email and IP addresses): about ${COUNTER_HOURS} hours.`,
        'Access logs (hosting provider, Supabase) and the log of emails at Resend: only as long as these services keep such logs; they are then deleted automatically.',
        'A review you let us publish: as long as it is on our website, until you ask us to remove it; its link to your booking goes with the booking. The hash of an address that stopped review requests: for as long as we send them, so that we keep to it.',
        'If you become our customer, invoices are kept separately for as long as tax law requires.',
      ),
      h3('Cookies and browser storage'),
      p('There are no advertising or tracking cookies and no analytics. The website keeps only these in your browser:'),
      ...list(
        `the cookie “${LOCALE_COOKIE}”, which remembers the language you chose, for ${LOCALE_COOKIE_DAYS} days;`,
        `the local storage entry “${FONTS_CACHED_KEY}”, which notes that the fonts are already in your browser’s cache, until you clear your browser’s data;`,
        'Google’s own cookies, only if you open the map.',
      ),
      p(
        `The first two are needed for what you asked for and hold nothing about you. The owner and translators who sign in to the content editor (Studio) also get Sanity’s sign-in session and, while previewing drafts, a cookie that expires after ${PREVIEW_MINUTES} minutes.`,
      ),
      h3('Your rights'),
      p('Under the GDPR you have the right to:'),
      ...list(
        'access your data and receive a copy of it;',
        'have it corrected if it is wrong or incomplete;',
        'have it erased;',
        'have its use restricted;',
        'object to its use where we rely on our legitimate interest;',
        'receive the data you gave us in a structured, machine-readable file, or have it sent to someone else (portability);',
        'withdraw your consent at any time where we rely on it (the map): reload the page without opening the map and delete Google’s cookies in your browser. This does not affect what happened before.',
      ),
      p(
        'To use any of these rights, write to ',
        mail,
        ' from the email address you used in your request, or tell us which it was. We answer within one month. For access or portability we send you everything we hold about you as a file; for erasure we delete your requests, the records linked to them and our emails about them, including the log at Resend, and tell you what was deleted.',
      ),
      h3('Complaints'),
      p(
        'You can complain to the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD), at ',
        cnpd,
        ', or to the authority of the EU country where you live or work.',
      ),
    ],
    [
      p(
        `Esta política explica que dados pessoais a ${businessName} recolhe através deste site, para que os usa, quem os recebe, durante quanto tempo os conserva e que direitos tem sobre eles.`,
      ),
      h3('Responsável pelo tratamento'),
      p(
        `A ${controller}, ${address}, Portugal, é a responsável pelo tratamento dos seus dados pessoais. Para qualquer questão sobre os seus dados, escreva para `,
        mail,
        '.',
      ),
      h3('Que dados recolhemos'),
      p('Quando envia um pedido de marcação, o formulário recolhe:'),
      ...list(
        'o seu nome e endereço de email;',
        'o seu número de telemóvel, se o indicar;',
        'o serviço que pretende, a marca e o modelo da viatura, o seu tamanho, os serviços adicionais que escolher e a data preferida, se os indicar, com a estimativa que calculamos a partir dos nossos preços publicados;',
        'a mensagem que nos escrever.',
      ),
      p(
        'Com cada pedido guardamos também a hora a que chegou, a data do nosso último contacto consigo, se e quando fomos notificados dele, uma chave aleatória do preenchimento do formulário e duas marcas contra spam: se o formulário foi enviado invulgarmente depressa e se foi preenchido um campo oculto para as pessoas. Registamos ainda a língua que usou no site e se lhe enviámos uma confirmação de receção e, à medida que tratamos o seu pedido, o ponto em que está (novo, contactado, confirmado, concluído, recusado, cancelado ou spam), uma breve nota nossa sobre ele e quem de nós alterou estes dados e quando.',
      ),
      p(
        'Quando confirmamos uma marcação consigo, guardamos o dia, a hora e a duração, o preço acordado e a nossa mensagem e, caso seja cancelada, quem a cancelou e porquê. Guardamos o registo de cada email que lhe enviamos sobre ela (a confirmação, cada alteração, o lembrete na véspera) e de quando foi enviado, e a chave aleatória da ligação pessoal incluída nesses emails, que lhe permite cancelar ou pedir outra data; o que nos enviar por essa ligação fica com o seu pedido. A ligação deixa de funcionar depois da marcação, quando a cancela e quando os seus dados são apagados.',
      ),
      p(
        'Quando terminamos o trabalho no seu carro, enviamos-lhe um único email umas horas depois (nunca à noite) a pedir a sua avaliação, igual para todos os clientes. A ligação pessoal, com uma chave aleatória válida por tempo limitado, abre uma página onde pode dar uma classificação, um texto e o nome a mostrar; guardamos o que escreve, quando, e o seu consentimento para o publicar, que só chega ao nosso site depois de o lermos. Uma ligação nesse email põe fim a estes pedidos: guardamos então um hash de sentido único do seu endereço de email, nunca o endereço, para o respeitar. Quando os seus dados são apagados, a sua avaliação também o é, salvo se nos pediu que a mantivéssemos publicada.',
      ),
      p(
        'Para travar spam e abusos, a base de dados conta os pedidos por endereço de email e por endereço IP. Do seu endereço IP guarda apenas um resumo criptográfico (hash) de sentido único, calculado com um valor secreto, e nunca o próprio endereço. O seu navegador resolve ainda um pequeno problema de cálculo, em vez de um CAPTCHA; registamos que problema foi usado.',
      ),
      p(
        'Como em qualquer site, o servidor guarda nos registos de acesso cada pedido que o seu navegador lhe faz (endereço IP, navegador, página e hora).',
      ),
      h3('Para que os usamos e com que fundamento'),
      ...list(
        'Responder ao seu pedido de marcação, preparar o orçamento, combinar a data, recolher e entregar o seu carro e enviar-lhe uma confirmação de receção: diligências pré-contratuais a seu pedido (artigo 6.º, n.º 1, alínea b), do RGPD).',
        'Proteger o formulário e o site contra spam, abusos e ataques (o hash, o problema de cálculo, as marcas contra spam e os registos do servidor): o nosso interesse legítimo num site seguro (artigo 6.º, n.º 1, alínea f), do RGPD).',
        'Pedir a sua avaliação depois do trabalho: o nosso interesse legítimo em ouvir os nossos clientes (artigo 6.º, n.º 1, alínea f), do RGPD), a que pode pôr fim com um clique; publicar a sua avaliação: o seu consentimento (artigo 6.º, n.º 1, alínea a), do RGPD).',
        'Mostrar o mapa da Google, apenas quando o pede: o seu consentimento (artigo 6.º, n.º 1, alínea a), do RGPD).',
      ),
      p(
        'Precisamos do seu nome e endereço de email para lhe responder. Nunca vendemos os seus dados nem os usamos para marketing ou para definir perfis.',
      ),
      h3('Quem recebe os dados'),
      p(
        `Recebem dados pessoais do site as entidades abaixo, cada uma apenas para o que se descreve. Todas, exceto a ${named('google', 'pt')}, que fornece o mapa segundo os seus próprios termos, atuam por nossa conta, ao abrigo de contratos de subcontratação.`,
      ),
      ...recipients('pt', {
        host: ' — gere os servidores deste site: recebe todos os pedidos que o seu navegador faz ao site, com o seu endereço IP, e guarda os registos de acesso. Um pedido de marcação enviado sem JavaScript passa por ele a caminho da Supabase.',
        supabase:
          ' — aloja a nossa base de dados e a função que envia os emails da marcação: recebe o que escreve no formulário, e o seu endereço IP, quando envia um pedido.',
        resend:
          ' — envia os emails da marcação (o seu pedido para nós, de imediato ou num resumo posterior, e uma confirmação de receção para si) e guarda um registo deles.',
        google: [
          ' — apenas se abrir o mapa, a Google recebe o seu endereço IP e dados do navegador e pode instalar os seus próprios cookies, nos termos da ',
          link('sua política de privacidade', 'https://policies.google.com/privacy?hl=pt-PT'),
          '.',
        ],
        sanity:
          ' — guarda os textos, as imagens e o vídeo deste site. Quando o seu navegador obtém um ficheiro de cdn.sanity.io, como o vídeo depois de carregar em reproduzir, a Sanity recebe o seu endereço IP.',
      }),
      p(
        'Os emails ficam depois na nossa caixa de correio e na sua. As ligações para redes sociais e para o Google Maps não enviam nada enquanto não as seguir.',
      ),
      h3('Onde ficam guardados'),
      p(
        'A nossa base de dados (Supabase) está alojada na União Europeia e o nosso serviço de email (Resend) envia os nossos emails a partir dela; a Resend guarda os registos desses emails nos Estados Unidos. Se um fornecedor, ou uma empresa que trabalhe para ele, tratar dados fora do Espaço Económico Europeu, a transferência está coberta pelas cláusulas contratuais-tipo da Comissão Europeia ou por uma decisão de adequação, como o Quadro de Privacidade de Dados UE-EUA.',
      ),
      h3('Durante quanto tempo os conservamos'),
      ...list(
        `Pedidos de marcação: ${RETENTION_MONTHS} meses após o último contacto consigo. Um processo diário apaga-os depois, com os registos que lhes dizem respeito, e apagamos os nossos emails sobre eles.`,
        `O registo de um problema de cálculo usado: até o problema expirar, ${CHALLENGE_MINUTES} minutos depois de ter sido emitido.`,
        `Os contadores de pedidos (hashes do seu email e do seu endereço IP): cerca de ${COUNTER_HOURS} horas.`,
        'Registos de acesso (fornecedor de alojamento, Supabase) e registo de emails da Resend: apenas enquanto esses serviços guardam tais registos; depois são apagados automaticamente.',
        'Uma avaliação que nos deixou publicar: enquanto estiver no nosso site, até nos pedir que a retiremos; a sua ligação à marcação é apagada com a marcação. O hash de um endereço que pôs fim aos pedidos de avaliação: enquanto os enviarmos, para o respeitarmos.',
        'Se se tornar nosso cliente, as faturas são conservadas à parte, pelo prazo que a lei fiscal exige.',
      ),
      h3('Cookies e armazenamento no navegador'),
      p(
        'Não há cookies de publicidade nem de rastreamento, nem estatísticas de visitas. O site guarda no seu navegador apenas:',
      ),
      ...list(
        `o cookie «${LOCALE_COOKIE}», que memoriza o idioma que escolheu, durante ${LOCALE_COOKIE_DAYS} dias;`,
        `a entrada «${FONTS_CACHED_KEY}» do armazenamento local, que indica que os tipos de letra já estão na cache do navegador, até limpar os dados do navegador;`,
        'os cookies da própria Google, apenas se abrir o mapa.',
      ),
      p(
        `Os dois primeiros são necessários para o que pediu e não contêm dados sobre si. O proprietário e os tradutores que entram no editor de conteúdos (Studio) recebem também a sessão da Sanity e, ao pré-visualizar rascunhos, um cookie que expira ao fim de ${PREVIEW_MINUTES} minutos.`,
      ),
      h3('Os seus direitos'),
      p('Ao abrigo do RGPD, tem direito a:'),
      ...list(
        'aceder aos seus dados e receber uma cópia deles;',
        'obter a sua retificação, se estiverem errados ou incompletos;',
        'obter o seu apagamento;',
        'obter a limitação do tratamento;',
        'opor-se ao tratamento baseado no nosso interesse legítimo;',
        'receber os dados que nos forneceu num ficheiro estruturado e de leitura automática, ou que os enviemos a outra entidade (portabilidade);',
        'retirar o consentimento a qualquer momento, quando o tratamento nele se basear (o mapa): recarregue a página sem abrir o mapa e apague os cookies da Google no navegador. A retirada não afeta o que foi feito antes.',
      ),
      p(
        'Para exercer qualquer destes direitos, escreva para ',
        mail,
        ' a partir do endereço de email que usou no pedido, ou indique-nos qual foi. Respondemos no prazo de um mês. Para o acesso ou a portabilidade, enviamos-lhe num ficheiro tudo o que temos sobre si; para o apagamento, apagamos os seus pedidos, os registos ligados a eles e os nossos emails sobre eles, incluindo o registo da Resend, e dizemos-lhe o que foi apagado.',
      ),
      h3('Reclamações'),
      p(
        'Pode apresentar reclamação à autoridade portuguesa de proteção de dados, a Comissão Nacional de Proteção de Dados (CNPD), em ',
        cnpd,
        ', ou à autoridade do país da UE onde vive ou trabalha.',
      ),
    ],
    [
      p(
        `Ця політика пояснює, які персональні дані ${businessName} збирає через цей сайт, навіщо, хто їх отримує, як довго вони зберігаються і які права ви маєте.`,
      ),
      h3('Хто відповідає за дані'),
      p(
        `За ваші персональні дані відповідає ${controller}, ${address}, Португалія (контролер даних). З будь-яких питань щодо ваших даних пишіть на адресу `,
        mail,
        '.',
      ),
      h3('Які дані ми збираємо'),
      p('Коли ви надсилаєте запит на запис, форма збирає:'),
      ...list(
        'ваше імʼя та адресу електронної пошти;',
        'номер телефону, якщо ви його вкажете;',
        'послугу, яка вас цікавить, марку й модель авто, його розмір, обрані додаткові послуги та бажану дату, якщо ви їх вкажете, з орієнтовною вартістю, яку ми розраховуємо за нашими опублікованими цінами;',
        'повідомлення, яке ви нам напишете.',
      ),
      p(
        'Разом із кожним запитом ми також зберігаємо час його надходження, дату нашого останнього контакту з вами, чи і коли нас про нього сповістили, випадковий ключ заповнення форми і дві позначки проти спаму: чи форму надіслано підозріло швидко і чи заповнено поле, приховане від людей. Ми також записуємо мову, якою ви користувалися на сайті, і чи надіслали ми вам підтвердження отримання, а під час роботи з вашим запитом — його стан (новий, зв’язалися, підтверджено, виконано, відхилено, скасовано або спам), нашу коротку примітку до нього і хто з нас і коли це змінив.',
      ),
      p(
        'Коли ми підтверджуємо з вами запис, ми зберігаємо його дату, час і тривалість, узгоджену ціну та наше повідомлення вам, а якщо запис скасовано — хто його скасував і чому. Ми зберігаємо відомості про кожен лист, який надсилаємо вам щодо запису (підтвердження, кожну зміну, нагадування напередодні), і час його надсилання, а також випадковий ключ особистого посилання в цих листах, за яким ви можете скасувати запис або попросити іншу дату; те, що ви надсилаєте нам за цим посиланням, зберігається разом із вашим запитом. Посилання перестає діяти після запису, коли ви його скасовуєте, і коли ваші дані видалено.',
      ),
      p(
        'Коли роботу над вашим авто завершено, через кілька годин (ніколи вночі) ми надсилаємо вам один лист із проханням залишити відгук, однаковий для всіх клієнтів. Особисте посилання в ньому, з випадковим ключем, що діє обмежений час, відкриває сторінку, де ви можете поставити оцінку, написати текст і вказати ім’я для показу; ми зберігаємо те, що ви написали, час і вашу згоду на публікацію, а на сайт відгук потрапляє лише після того, як ми його прочитаємо. Посилання в цьому листі припиняє такі прохання: тоді ми зберігаємо односторонній хеш вашої адреси електронної пошти, ніколи саму адресу, щоб виконати ваше бажання. Коли ваші дані видалено, відгук теж видаляється, якщо ви не попросили залишити його опублікованим.',
      ),
      p(
        'Щоб стримувати спам і зловживання, база даних рахує запити з кожної адреси пошти та кожної IP-адреси. З вашої IP-адреси вона зберігає лише односторонній хеш, обчислений із секретним значенням, і ніколи саму адресу. Ваш браузер також розвʼязує невелику обчислювальну задачу замість CAPTCHA; ми фіксуємо, яку задачу використано.',
      ),
      p(
        'Як і будь-який сайт, сервер записує в журнали доступу кожен запит вашого браузера до нього (IP-адресу, браузер, сторінку й час).',
      ),
      h3('Навіщо ми їх використовуємо і на якій підставі'),
      ...list(
        'Відповідь на ваш запит на запис, підготовка кошторису, узгодження дати, забирання й повернення авто та надсилання вам підтвердження: дії на ваш запит перед укладенням договору (стаття 6(1)(b) GDPR).',
        'Захист форми й сайту від спаму, зловживань і атак (хеш, обчислювальна задача, позначки проти спаму й журнали сервера): наш законний інтерес у безпечному сайті (стаття 6(1)(f) GDPR).',
        'Прохання залишити відгук після роботи: наш законний інтерес почути наших клієнтів (стаття 6(1)(f) GDPR), який ви можете припинити одним кліком; публікація вашого відгуку: ваша згода (стаття 6(1)(a) GDPR).',
        'Показ карти Google лише тоді, коли ви самі її відкриваєте: ваша згода (стаття 6(1)(a) GDPR).',
      ),
      p(
        'Щоб відповісти вам, нам потрібні ваше імʼя та адреса електронної пошти. Ми ніколи не продаємо ваші дані, не використовуємо їх для маркетингу і не складаємо на їх основі профілів.',
      ),
      h3('Хто отримує дані'),
      p(
        `Персональні дані із сайту отримують перелічені нижче сторони, кожна лише для описаної мети. Усі, крім ${named('google', 'uk')}, що надає карту на власних умовах, діють від нашого імені за договорами про обробку даних.`,
      ),
      ...recipients('uk', {
        host: ' — обслуговує сервери цього сайту: отримує кожен запит вашого браузера до сайту з вашою IP-адресою і веде журнали доступу. Запит на запис, надісланий без JavaScript, проходить через нього до Supabase.',
        supabase:
          ' — обслуговує нашу базу даних і функцію, що надсилає листи про запис: отримує те, що ви пишете у формі, і вашу IP-адресу, коли ви надсилаєте запит.',
        resend:
          ' — надсилає листи про запис (ваш запит нам, одразу або в пізнішому зведенні, і підтвердження вам) і зберігає їх журнал.',
        google: [
          ' — лише якщо ви відкриєте карту, Google отримує вашу IP-адресу й дані браузера та може встановити власні файли cookie відповідно до ',
          link('своєї політики конфіденційності', 'https://policies.google.com/privacy?hl=uk'),
          '.',
        ],
        sanity:
          ' — зберігає тексти, зображення та відео цього сайту. Коли ваш браузер завантажує файл із cdn.sanity.io, наприклад відео після натискання кнопки відтворення, Sanity отримує вашу IP-адресу.',
      }),
      p(
        'Після цього листи зберігаються в нашій поштовій скриньці та у вашій. Посилання на соціальні мережі та Google Maps нічого не передають, доки ви за ними не перейдете.',
      ),
      h3('Де зберігаються дані'),
      p(
        'Наша база даних (Supabase) розміщена в Європейському Союзі, а поштовий сервіс (Resend) надсилає наші листи звідти; журнали цих листів Resend зберігає в Сполучених Штатах. Якщо постачальник або компанія, що працює на нього, обробляє дані за межами Європейської економічної зони, передачу покривають стандартні договірні положення Європейської комісії або рішення про адекватність захисту, як-от Рамкова програма конфіденційності даних ЄС–США.',
      ),
      h3('Як довго ми їх зберігаємо'),
      ...list(
        `Запити на запис: ${ukCount(RETENTION_MONTHS, { one: 'місяць', few: 'місяці', many: 'місяців' })} після останнього контакту з вами. Потім щоденне завдання видаляє їх разом із записами, що їх стосуються, і ми видаляємо наші листи про них.`,
        `Запис про використану обчислювальну задачу: доки задача не втратить чинність, через ${ukCount(CHALLENGE_MINUTES, { one: 'хвилину', few: 'хвилини', many: 'хвилин' })} після видачі.`,
        `Лічильники запитів (хеші вашої адреси пошти та IP-адреси): приблизно ${ukCount(COUNTER_HOURS, { one: 'годину', few: 'години', many: 'годин' })}.`,
        'Журнали доступу (хостинг-провайдер, Supabase) і журнал листів у Resend: лише доки ці сервіси зберігають такі журнали; потім вони видаляються автоматично.',
        'Відгук, який ви дозволили опублікувати: доки він є на нашому сайті, поки ви не попросите його прибрати; його зв’язок із вашим записом видаляється разом із записом. Хеш адреси, яка відмовилася від прохань про відгук: доки ми їх надсилаємо, щоб дотримуватися вашої відмови.',
        'Якщо ви станете нашим клієнтом, рахунки зберігаються окремо стільки, скільки вимагає податкове законодавство.',
      ),
      h3('Файли cookie та сховище браузера'),
      p('Рекламних чи відстежувальних файлів cookie й аналітики немає. У вашому браузері сайт зберігає лише:'),
      ...list(
        `файл cookie «${LOCALE_COOKIE}», що запамʼятовує обрану вами мову, протягом ${ukCount(LOCALE_COOKIE_DAYS, { one: 'дня', few: 'днів', many: 'днів' })};`,
        `запис «${FONTS_CACHED_KEY}» у локальному сховищі, який позначає, що шрифти вже є в кеші браузера, — доки ви не очистите дані браузера;`,
        'власні файли cookie Google — лише якщо ви відкриєте карту.',
      ),
      p(
        `Перші два потрібні для того, що ви самі запросили, і не містять даних про вас. Власник і перекладачі, які входять у редактор вмісту (Studio), також отримують сеанс входу Sanity, а під час попереднього перегляду чернеток — файл cookie, що діє ${ukCount(PREVIEW_MINUTES, { one: 'хвилину', few: 'хвилини', many: 'хвилин' })}.`,
      ),
      h3('Ваші права'),
      p('Відповідно до GDPR ви маєте право:'),
      ...list(
        'отримати доступ до своїх даних і їх копію;',
        'виправити їх, якщо вони неточні чи неповні;',
        'вимагати їх видалення;',
        'обмежити їх обробку;',
        'заперечити проти обробки, що ґрунтується на нашому законному інтересі;',
        'отримати дані, які ви нам надали, у структурованому машинозчитуваному файлі або попросити передати їх іншій стороні (перенесення даних);',
        'будь-коли відкликати згоду, якщо обробка ґрунтується на ній (карта): перезавантажте сторінку, не відкриваючи карти, і видаліть файли cookie Google у браузері. Це не впливає на те, що вже було зроблено.',
      ),
      p(
        'Щоб скористатися будь-яким із цих прав, напишіть на адресу ',
        mail,
        ' з тієї адреси, яку ви вказали в запиті, або повідомте нам, яка це була адреса. Ми відповімо протягом місяця. Для доступу чи перенесення даних ми надішлемо вам файлом усе, що маємо про вас; для видалення — видалимо ваші запити, повʼязані з ними записи та наші листи про них, зокрема з журналу Resend, і повідомимо, що саме видалено.',
      ),
      h3('Скарги'),
      p(
        'Ви можете подати скаргу до португальського органу із захисту даних — Comissão Nacional de Proteção de Dados (CNPD) — на сайті ',
        cnpd,
        ', або до органу із захисту даних країни ЄС, де ви живете чи працюєте.',
      ),
    ],
  ),
};
