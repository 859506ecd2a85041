import type {
  AppointmentMailContent,
  AppointmentMailTexts,
} from '../../supabase/functions/send-contact-notification/appointment-mail-content.ts';
import type { ReviewRequestContent } from '../../supabase/functions/send-contact-notification/review-mail-content.ts';

/** What the site's server composes from the content (p_mail), as the function reads it. */
export const MAIL_TEXTS: AppointmentMailTexts = {
  site_url: 'https://caparica-detailing.example',
  business: {
    name: 'Caparica Detailing',
    legal_name: 'Caparica Detailing, Lda.',
    tax_id: 'PT 500 000 000',
    address: 'Rua do Exemplo 1, 2825-000 Costa da Caparica',
    map_url: 'https://maps.example/caparica',
    phone: '+351 910 000 000',
    email: 'ola@caparica-detailing.example',
  },
  complaints_book_url: 'https://www.livroreclamacoes.pt/inicio',
  service_title: null,
  next_steps: 'Bring the car at the time above.\n\nThe work takes the time shown; we call when it is ready.',
  withdrawal: 'You may withdraw within 14 days.',
  cutoff_hours: 24,
};

/**
 * How every English mail to the visitor ends for MAIL_TEXTS' business, as text lines: the closing,
 * the signature and who the business is (an appointment mail adds the complaints book).
 */
export const SIGNED_BY_MAIL_TEXTS_BUSINESS = [
  'Kind regards,',
  'Caparica Detailing',
  '',
  'Who we are',
  'Business: Caparica Detailing',
  'Legal name: Caparica Detailing, Lda.',
  'Tax number (NIF): PT 500 000 000',
  'Address: Rua do Exemplo 1, 2825-000 Costa da Caparica (https://maps.example/caparica)',
  'Phone: +351 910 000 000',
  'Email: ola@caparica-detailing.example',
];

/** An outbox row's content as booking_mail_content writes it, for the tests of the function's appointment mails. */
export function appointmentContent(overrides: Partial<AppointmentMailContent> = {}): AppointmentMailContent {
  return {
    request_id: '0b5d6a2e-4f0c-4b8e-9d51-0c2a1e7f3a10',
    language: 'en',
    name: 'Olena Kovalenko',
    email: 'olena@example.com',
    phone: '+351 912 345 678',
    service: 'ceramic-coating',
    vehicle: 'Tesla Model 3',
    state: 'confirmed',
    // As PostgreSQL's jsonb writes a timestamptz: the Saturday before the clocks go forward.
    starts_at: '2027-03-27T10:00:00+00:00',
    duration_minutes: 150,
    price_cents: 45_000,
    owner_message: 'Please bring the spare key.',
    sequence: 0,
    cancelled_by: null,
    cancel_reason: null,
    manage_nonce: '6f1c2b8e-93d4-4a57-b0c1-2d3e4f5a6b7c',
    mail: MAIL_TEXTS,
    ...overrides,
  };
}

/** A review request's content as queue_review_request writes it, for the tests of the function's review mail. */
export function reviewContent(overrides: Partial<ReviewRequestContent> = {}): ReviewRequestContent {
  return {
    request_id: '0b5d6a2e-4f0c-4b8e-9d51-0c2a1e7f3a10',
    language: 'en',
    name: 'Olena Kovalenko',
    email: 'olena@example.com',
    service: 'ceramic-coating',
    vehicle: 'Tesla Model 3',
    review_nonce: '3a7e9c14-5b2d-4f60-8e1a-9c0b2d4f6a81',
    // As PostgreSQL's jsonb writes a timestamptz: 60 days after a job done on 27 March 2027.
    valid_until: '2027-05-26T14:00:00+00:00',
    mail: {
      site_url: MAIL_TEXTS.site_url,
      business: MAIL_TEXTS.business,
      service_title: null,
      google_review_url: 'https://g.page/r/caparica-detailing/review',
    },
    ...overrides,
  };
}
