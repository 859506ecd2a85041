import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../content/seed/privacy-policy.ts';
import { LOCALES, type Locale } from '@/lib/constants';
import { superuserQuery } from './support.ts';

/**
 * What the database keeps about a booking request, column by column, and the words of the bundled
 * privacy policy that tell the visitor so, in each language. A column added by a migration fails
 * this test until the policy says what it holds (or the column is listed as holding nothing about
 * the person).
 */
const DISCLOSED: Record<string, Record<Locale, string>> = {
  'contact_submissions.name': { en: 'your name', pt: 'o seu nome', uk: 'ваше імʼя' },
  'contact_submissions.email': {
    en: 'email address',
    pt: 'endereço de email',
    uk: 'адресу електронної пошти',
  },
  'contact_submissions.phone': { en: 'your phone number', pt: 'número de telemóvel', uk: 'номер телефону' },
  'contact_submissions.service': { en: 'the service', pt: 'o serviço', uk: 'послугу' },
  'contact_submissions.vehicle': { en: 'vehicle make and model', pt: 'a marca e o modelo', uk: 'марку й модель' },
  'contact_submissions.vehicle_size': { en: 'its size class', pt: 'o seu tamanho', uk: 'його розмір' },
  'contact_submissions.extras': {
    en: 'any extras you choose',
    pt: 'os serviços adicionais que escolher',
    uk: 'обрані додаткові послуги',
  },
  'contact_submissions.estimate': {
    en: 'the estimate we work out from our published prices',
    pt: 'a estimativa que calculamos a partir dos nossos preços publicados',
    uk: 'орієнтовною вартістю, яку ми розраховуємо за нашими опублікованими цінами',
  },
  'contact_submissions.preferred_date': { en: 'preferred date', pt: 'data preferida', uk: 'бажану дату' },
  'contact_submissions.message': { en: 'the message you write', pt: 'a mensagem', uk: 'повідомлення' },
  'contact_submissions.created_at': {
    en: 'when it arrived',
    pt: 'a hora a que chegou',
    uk: 'час його надходження',
  },
  'contact_submissions.last_contact_at': {
    en: 'when we last contacted you',
    pt: 'a data do nosso último contacto',
    uk: 'дату нашого останнього контакту',
  },
  'contact_submissions.notified_at': {
    en: 'whether and when we were notified',
    pt: 'se e quando fomos notificados',
    uk: 'чи і коли нас про нього сповістили',
  },
  // Mailed in a summary rather than on its own: the same "were we notified", and how.
  'contact_submissions.digest_id': {
    en: 'at once or in a later summary',
    pt: 'de imediato ou num resumo posterior',
    uk: 'одразу або в пізнішому зведенні',
  },
  'contact_submissions.idempotency_key': {
    en: 'a random key for the form fill',
    pt: 'uma chave aleatória',
    uk: 'випадковий ключ',
  },
  'contact_submissions.quick_fill': {
    en: 'sent unusually fast',
    pt: 'enviado invulgarmente depressa',
    uk: 'надіслано підозріло швидко',
  },
  'contact_submissions.honeypot_filled': {
    en: 'a field hidden from people',
    pt: 'um campo oculto',
    uk: 'поле, приховане від людей',
  },
  'contact_submissions.client_address_hash': { en: 'one-way hash', pt: 'sentido único', uk: 'односторонній хеш' },
  // Why it was not mailed at once: a puzzle missing, forged, expired or reused, or the mail service.
  'contact_submissions.notification_problem': {
    en: 'we record which puzzle was used',
    pt: 'registamos que problema foi usado',
    uk: 'ми фіксуємо, яку задачу використано',
  },
  'contact_submissions.visitor_language': {
    en: 'the language you used',
    pt: 'a língua que usou',
    uk: 'мову, якою ви користувалися',
  },
  'contact_submissions.acknowledgement': {
    en: 'whether we sent you an acknowledgement',
    pt: 'se lhe enviámos uma confirmação',
    uk: 'чи надіслали ми вам підтвердження',
  },
  'contact_submissions.status': { en: 'where it stands', pt: 'o ponto em que está', uk: 'його стан' },
  'contact_submissions.owner_note': {
    en: 'our own short note',
    pt: 'uma breve nota nossa',
    uk: 'нашу коротку примітку',
  },
  'booking_status_changes.changed_at': {
    en: 'which of us changed these and when',
    pt: 'quem de nós alterou estes dados e quando',
    uk: 'хто з нас і коли це змінив',
  },
};
const APPOINTMENT = {
  en: 'its date, time and length',
  pt: 'o dia, a hora e a duração',
  uk: 'його дату, час і тривалість',
};
const MAILS = {
  en: 'a record of each mail we send you about it',
  pt: 'o registo de cada email que lhe enviamos',
  uk: 'відомості про кожен лист',
};
const LINK = {
  en: 'the random key of the personal link',
  pt: 'a chave aleatória da ligação pessoal',
  uk: 'випадковий ключ особистого посилання',
};
Object.assign(DISCLOSED, {
  'booking_appointments.state': { en: 'if it is cancelled', pt: 'caso seja cancelada', uk: 'якщо запис скасовано' },
  'booking_appointments.starts_at': APPOINTMENT,
  'booking_appointments.duration_minutes': APPOINTMENT,
  'booking_appointments.price_cents': { en: 'the price we agreed', pt: 'o preço acordado', uk: 'узгоджену ціну' },
  'booking_appointments.owner_message': {
    en: 'our message to you',
    pt: 'a nossa mensagem',
    uk: 'наше повідомлення вам',
  },
  'booking_appointments.cancelled_by': {
    en: 'who cancelled it and why',
    pt: 'quem a cancelou e porquê',
    uk: 'хто його скасував і чому',
  },
  'booking_appointments.cancel_reason': {
    en: 'who cancelled it and why',
    pt: 'quem a cancelou e porquê',
    uk: 'хто його скасував і чому',
  },
  'booking_appointments.manage_nonce': LINK,
  'booking_appointments.asks': {
    en: 'what you send us through that link',
    pt: 'o que nos enviar por essa ligação',
    uk: 'те, що ви надсилаєте нам за цим посиланням',
  },
  'booking_appointments.mail': MAILS,
  'booking_mails.kind': MAILS,
  'booking_mails.content': MAILS,
  'booking_mails.created_at': MAILS,
  'booking_mails.sent_at': { en: 'when it went out', pt: 'de quando foi enviado', uk: 'час його надсилання' },
  'used_manage_links.nonce_hash': LINK,
  'booking_status_changes.detail': {
    en: 'what you send us through that link',
    pt: 'o que nos enviar por essa ligação',
    uk: 'те, що ви надсилаєте нам за цим посиланням',
  },
});
const REVIEW = {
  en: 'we keep what you write, when, and your consent to publish it',
  pt: 'guardamos o que escreve, quando, e o seu consentimento para o publicar',
  uk: 'ми зберігаємо те, що ви написали, час і вашу згоду на публікацію',
};
const REVIEW_LINK = {
  en: 'a random key that works for a limited time',
  pt: 'uma chave aleatória válida por tempo limitado',
  uk: 'випадковим ключем, що діє обмежений час',
};
Object.assign(DISCLOSED, {
  'booking_reviews.nonce': REVIEW_LINK,
  'booking_reviews.valid_until': REVIEW_LINK,
  'booking_reviews.requested_at': {
    en: 'When the work on your car is done',
    pt: 'Quando terminamos o trabalho no seu carro',
    uk: 'Коли роботу над вашим авто завершено',
  },
  'booking_reviews.rating': REVIEW,
  'booking_reviews.text': REVIEW,
  'booking_reviews.shown_name': { en: 'the name to show', pt: 'o nome a mostrar', uk: 'ім’я для показу' },
  'booking_reviews.consent_publish': REVIEW,
  'booking_reviews.submitted_at': REVIEW,
  'booking_reviews.updated_at': REVIEW,
  'booking_reviews.keep_after_erasure': {
    en: 'unless you asked us to keep it published',
    pt: 'salvo se nos pediu que a mantivéssemos publicada',
    uk: 'якщо ви не попросили залишити його опублікованим',
  },
  'review_opt_outs.email_hash': {
    en: 'a one-way hash of your email address',
    pt: 'um hash de sentido único do seu endereço de email',
    uk: 'односторонній хеш вашої адреси електронної пошти',
  },
  'review_opt_outs.opted_out_at': {
    en: 'A link in that email stops these requests',
    pt: 'Uma ligação nesse email põe fim a estes pedidos',
    uk: 'Посилання в цьому листі припиняє такі прохання',
  },
});
DISCLOSED['booking_status_changes.kind'] = DISCLOSED['booking_status_changes.changed_at']!;
DISCLOSED['booking_status_changes.by_visitor'] = DISCLOSED['booking_status_changes.changed_at']!;
DISCLOSED['booking_status_changes.actor_id'] = DISCLOSED['booking_status_changes.changed_at']!;
DISCLOSED['booking_status_changes.actor_name'] = DISCLOSED['booking_status_changes.changed_at']!;
DISCLOSED['booking_status_changes.from_status'] = DISCLOSED['contact_submissions.status']!;
DISCLOSED['booking_status_changes.to_status'] = DISCLOSED['contact_submissions.status']!;

/** Columns that hold nothing about the person beyond the columns above. */
const NOTHING_PERSONAL: Record<string, string> = {
  'contact_submissions.id': 'the row’s own identifier',
  'contact_submissions.notification_claimed_at': 'a lock held while the function sends the mail',
  'contact_submissions.search_text': 'name, email, phone and vehicle again, folded for the search',
  'booking_status_changes.id': 'the row’s own identifier',
  'booking_status_changes.request_id': 'which request the change belongs to',
  'booking_appointments.request_id': 'which request the appointment belongs to',
  'booking_appointments.sequence': 'how many times the calendar entry changed',
  'booking_appointments.changes_until': 'the start less the owner’s cut-off',
  'booking_appointments.remind_at': 'the start less the reminder’s lead',
  'booking_appointments.updated_at': 'when the appointment row last changed',
  'booking_mails.id': 'the row’s own identifier',
  'booking_mails.request_id': 'which request the mail belongs to',
  'booking_mails.sequence': 'the appointment’s sequence when written',
  'booking_mails.claimed_at': 'a lock held while the function sends the mail',
  'booking_mails.attempts': 'how many times the mail service was asked',
  'booking_mails.next_attempt_at': 'when the next attempt is due',
  'booking_mails.last_error': 'the mail service’s answer',
  'booking_mails.dropped_at': 'when a reminder was dropped unsent',
  'booking_mails.reported_in_digest': 'which digest told the owner the mail kept failing',
  'used_manage_links.request_id': 'which request the link belonged to',
  'booking_reviews.request_id': 'which request the review belongs to',
};

const plainText = (blocks: { children?: { text?: string }[] }[]) =>
  blocks.map((block) => (block.children ?? []).map((child) => child.text ?? '').join('')).join('\n');

describe('the privacy policy', () => {
  it('tells the visitor about every column a booking request is stored in, in every language', async () => {
    const columns = await superuserQuery<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns
        where (table_schema, table_name) in (('public', 'contact_submissions'), ('private', 'booking_status_changes'),
          ('private', 'booking_appointments'), ('private', 'booking_mails'), ('private', 'used_manage_links'),
          ('private', 'booking_reviews'), ('private', 'review_opt_outs'))`,
    );
    const undisclosed = columns.map(({ name }) => name).filter((name) => !DISCLOSED[name] && !NOTHING_PERSONAL[name]);
    expect(undisclosed).toEqual([]);
    for (const lang of LOCALES) {
      const text = plainText(privacyPolicy.body[lang] as { children?: { text?: string }[] }[]);
      const missing = columns
        .map(({ name }) => name)
        .filter((name) => DISCLOSED[name] && !text.includes(DISCLOSED[name][lang]));
      expect(missing, lang).toEqual([]);
    }
  });
});
