import type { Locale } from './site-constants.ts';

/**
 * Texts of the review request, in the language the request was made in. Every customer reads the
 * same words whatever the job went like: Google's policy forbids asking only the happy ones, so
 * nothing here asks for a rating before pointing to the review pages. The greeting, the labels and
 * the business's identity are the appointment mails' (appointment-messages.ts); the closing and
 * the date locale the acknowledgement's (messages.ts).
 */
export interface ReviewMessages {
  subject: (business: string) => string;
  intro: string;
  bookingTitle: string;
  reviewTitle: string;
  /** `until`: the last day the link works. */
  reviewText: (until: string) => string;
  reviewLink: string;
  /** Shown only when the owner set the garage's Google review link. */
  googleTitle: string;
  googleText: string;
  googleLink: string;
  optOutTitle: string;
  optOutText: string;
  optOutLink: string;
}

export const REVIEW_MESSAGES: Record<Locale, ReviewMessages> = {
  en: {
    subject: (business) => `${business}: thank you for your visit. How did we do?`,
    intro:
      'Thank you for trusting us with your car. Would you tell other drivers how it went? A rating and a few words take a minute, and every review, whatever it says, helps others choose and helps us do better.',
    bookingTitle: 'Your booking',
    reviewTitle: 'Write your review',
    reviewText: (until) =>
      `The page below is for your booking alone and works until ${until}. You can come back to change your review until we publish it. We read every review before it appears on our site, under the name you choose.`,
    reviewLink: 'Write a review',
    googleTitle: 'Also on Google',
    googleText: 'You can also leave your review on Google:',
    googleLink: 'Review us on Google',
    optOutTitle: 'No more review requests',
    optOutText:
      'We ask for a review once after each job. To receive no more review requests from us, follow this link.',
    optOutLink: 'Stop review requests',
  },
  pt: {
    subject: (business) => `${business}: obrigado pela sua visita. Como correu?`,
    intro:
      'Obrigado por nos ter confiado o seu carro. Pode contar a outros condutores como correu? Uma classificação e algumas palavras levam um minuto, e cada avaliação, diga o que disser, ajuda outros a escolher e ajuda-nos a fazer melhor.',
    bookingTitle: 'A sua marcação',
    reviewTitle: 'Escreva a sua avaliação',
    reviewText: (until) =>
      `A página abaixo é só da sua marcação e funciona até ${until}. Pode voltar para alterar a sua avaliação até a publicarmos. Lemos cada avaliação antes de aparecer no nosso site, com o nome que escolher.`,
    reviewLink: 'Escrever uma avaliação',
    googleTitle: 'Também no Google',
    googleText: 'Também pode deixar a sua avaliação no Google:',
    googleLink: 'Avaliar-nos no Google',
    optOutTitle: 'Não receber mais pedidos de avaliação',
    optOutText:
      'Pedimos uma avaliação uma vez depois de cada serviço. Para não receber mais pedidos de avaliação nossos, siga esta ligação.',
    optOutLink: 'Deixar de receber pedidos de avaliação',
  },
  uk: {
    subject: (business) => `${business}: дякуємо за візит! Як усе пройшло?`,
    intro:
      'Дякуємо, що довірили нам свій автомобіль. Розкажете іншим водіям, як усе пройшло? Оцінка й кілька слів займуть хвилину, і кожен відгук, яким би він не був, допомагає іншим обрати, а нам — ставати кращими.',
    bookingTitle: 'Ваш запис',
    reviewTitle: 'Напишіть відгук',
    reviewText: (until) =>
      `Сторінка нижче — лише для вашого запису, вона діє до ${until}. Ви можете повернутися й змінити відгук, доки ми його не опублікуємо. Ми читаємо кожен відгук, перш ніж він з’явиться на нашому сайті під іменем, яке ви оберете.`,
    reviewLink: 'Написати відгук',
    googleTitle: 'Також у Google',
    googleText: 'Ви також можете залишити відгук у Google:',
    googleLink: 'Оцінити нас у Google',
    optOutTitle: 'Більше не надсилати прохань про відгук',
    optOutText:
      'Ми просимо про відгук один раз після кожної послуги. Щоб більше не отримувати від нас прохань про відгук, перейдіть за цим посиланням.',
    optOutLink: 'Відмовитися від прохань про відгук',
  },
};
