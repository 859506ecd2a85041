import type { VisitorMailKind } from './appointment-mail-content.ts';
import type { CalendarMethod } from './icalendar.ts';
import type { Locale } from './site-constants.ts';

/**
 * Texts of the visitor's appointment mails, in the language the request was made in. The owner's
 * own words (what happens next, the withdrawal notice) come with the mail's content; the service
 * names, the closing and the date locale are the acknowledgement's (messages.ts).
 */
export interface AppointmentMessages {
  /** What happened and when: `when` is the appointment's day and time. */
  subjects: Record<VisitorMailKind, (when: string) => string>;
  greeting: (name: string) => string;
  intros: Record<'confirmed' | 'rescheduled' | 'reminder' | 'cancelledByOwner' | 'cancelledByVisitor', string>;
  /** What the attached calendar file does. */
  calendarNotes: Record<CalendarMethod, string>;
  appointmentTitle: string;
  /** A day and a time of day in one phrase. */
  at: (date: string, time: string) => string;
  labels: {
    service: string;
    date: string;
    time: string;
    duration: string;
    vehicle: string;
    address: string;
    price: string;
    ownerMessage: string;
    reason: string;
  };
  /** Times are the garage's: Lisbon's, whatever the reader's own zone. */
  lisbonTime: (time: string) => string;
  nextStepsTitle: string;
  manageTitle: string;
  /** `until`: the start less the owner's cut-off; inside it only a phone call changes anything. */
  manageText: (until: string, phone: string) => string;
  manageLink: string;
  withdrawalTitle: string;
  identityTitle: string;
  identity: {
    business: string;
    legalName: string;
    taxId: string;
    phone: string;
    email: string;
    complaintsBook: string;
  };
  /** The calendar event's title when the request named no service. */
  appointment: string;
}

export const APPOINTMENT_MESSAGES: Record<Locale, AppointmentMessages> = {
  en: {
    subjects: {
      confirmed: (when) => `Appointment confirmed: ${when}`,
      rescheduled: (when) => `Appointment moved to ${when}`,
      cancelled: (when) => `Appointment cancelled: ${when}`,
      reminder: (when) => `Reminder: your appointment on ${when}`,
    },
    greeting: (name) => `Hello ${name},`,
    intros: {
      confirmed: 'Your appointment is confirmed. Here are the details.',
      rescheduled: 'Your appointment has been moved. The details below replace the ones we sent before.',
      reminder: 'A reminder of your appointment with us.',
      cancelledByOwner: 'We are sorry: we have had to cancel your appointment.',
      cancelledByVisitor: 'Your appointment has been cancelled, as you asked.',
    },
    calendarNotes: {
      REQUEST: 'The attached calendar file adds it to your calendar, or updates it there.',
      CANCEL: 'The attached calendar file removes it from your calendar.',
    },
    appointmentTitle: 'Your appointment',
    at: (date, time) => `${date} at ${time}`,
    labels: {
      service: 'Service',
      date: 'Date',
      time: 'Time',
      duration: 'Duration',
      vehicle: 'Vehicle',
      address: 'Address',
      price: 'Price',
      ownerMessage: 'A note from us',
      reason: 'Reason',
    },
    lisbonTime: (time) => `${time} (Lisbon time)`,
    nextStepsTitle: 'What happens next',
    manageTitle: 'Cancel or ask for another date',
    manageText: (until, phone) =>
      `Through the link below you can cancel or ask for another date until ${until}. After that, please phone us on ${phone}.`,
    manageLink: 'Manage your appointment',
    withdrawalTitle: 'Your right of withdrawal',
    identityTitle: 'Who we are',
    identity: {
      business: 'Business',
      legalName: 'Legal name',
      taxId: 'Tax number (NIF)',
      phone: 'Phone',
      email: 'Email',
      complaintsBook: 'Complaints book (Livro de Reclamações)',
    },
    appointment: 'Appointment',
  },
  pt: {
    subjects: {
      confirmed: (when) => `Marcação confirmada: ${when}`,
      rescheduled: (when) => `Marcação alterada para ${when}`,
      cancelled: (when) => `Marcação cancelada: ${when}`,
      reminder: (when) => `Lembrete: a sua marcação de ${when}`,
    },
    greeting: (name) => `Olá ${name},`,
    intros: {
      confirmed: 'A sua marcação está confirmada. Seguem-se os detalhes.',
      rescheduled: 'A sua marcação foi alterada. Os detalhes abaixo substituem os que enviámos antes.',
      reminder: 'Lembramos a sua marcação connosco.',
      cancelledByOwner: 'Lamentamos, mas tivemos de cancelar a sua marcação.',
      cancelledByVisitor: 'A sua marcação foi cancelada, conforme pediu.',
    },
    calendarNotes: {
      REQUEST: 'O ficheiro de calendário em anexo adiciona-a ao seu calendário ou atualiza-a.',
      CANCEL: 'O ficheiro de calendário em anexo remove-a do seu calendário.',
    },
    appointmentTitle: 'A sua marcação',
    at: (date, time) => `${date}, às ${time}`,
    labels: {
      service: 'Serviço',
      date: 'Data',
      time: 'Hora',
      duration: 'Duração',
      vehicle: 'Viatura',
      address: 'Morada',
      price: 'Preço',
      ownerMessage: 'Uma nota nossa',
      reason: 'Motivo',
    },
    lisbonTime: (time) => `${time} (hora de Lisboa)`,
    nextStepsTitle: 'Próximos passos',
    manageTitle: 'Cancelar ou pedir outra data',
    manageText: (until, phone) =>
      `Através da ligação abaixo, pode cancelar ou pedir outra data até ${until}. Depois disso, telefone-nos para o ${phone}.`,
    manageLink: 'Gerir a sua marcação',
    withdrawalTitle: 'Direito de livre resolução',
    identityTitle: 'Quem somos',
    identity: {
      business: 'Nome comercial',
      legalName: 'Denominação social',
      taxId: 'NIF',
      phone: 'Telefone',
      email: 'Email',
      complaintsBook: 'Livro de Reclamações',
    },
    appointment: 'Marcação',
  },
  uk: {
    subjects: {
      confirmed: (when) => `Запис підтверджено: ${when}`,
      rescheduled: (when) => `Запис перенесено на новий час: ${when}`,
      cancelled: (when) => `Запис скасовано: ${when}`,
      reminder: (when) => `Нагадування про запис: ${when}`,
    },
    greeting: (name) => `Вітаємо, ${name}!`,
    intros: {
      confirmed: 'Ваш запис підтверджено. Нижче — усі подробиці.',
      rescheduled: 'Ваш запис перенесено. Подробиці нижче замінюють ті, що ми надсилали раніше.',
      reminder: 'Нагадуємо про ваш запис до нас.',
      cancelledByOwner: 'На жаль, нам довелося скасувати ваш запис.',
      cancelledByVisitor: 'Ваш запис скасовано, як ви й просили.',
    },
    calendarNotes: {
      REQUEST: 'Вкладений файл календаря додасть запис до вашого календаря або оновить його там.',
      CANCEL: 'Вкладений файл календаря видалить запис із вашого календаря.',
    },
    appointmentTitle: 'Ваш запис',
    at: (date, time) => `${date} о ${time}`,
    labels: {
      service: 'Послуга',
      date: 'Дата',
      time: 'Час',
      duration: 'Тривалість',
      vehicle: 'Автомобіль',
      address: 'Адреса',
      price: 'Ціна',
      ownerMessage: 'Наша примітка',
      reason: 'Причина',
    },
    lisbonTime: (time) => `${time} (за лісабонським часом)`,
    nextStepsTitle: 'Що далі',
    manageTitle: 'Скасувати або попросити іншу дату',
    manageText: (until, phone) =>
      `За посиланням нижче ви можете скасувати запис або попросити іншу дату до ${until}. Після цього, будь ласка, телефонуйте нам: ${phone}.`,
    manageLink: 'Керувати записом',
    withdrawalTitle: 'Право на відмову від договору',
    identityTitle: 'Хто ми',
    identity: {
      business: 'Назва',
      legalName: 'Юридична назва',
      taxId: 'Податковий номер (NIF)',
      phone: 'Телефон',
      email: 'Електронна пошта',
      complaintsBook: 'Книга скарг (Livro de Reclamações)',
    },
    appointment: 'Запис',
  },
};
