import { defineCatalog } from '../catalog';

/**
 * The customer's review page of a booking and its opt-out from review requests, reached from the
 * links in the review request mail: their states, the form and what it came to (issue 57). The
 * labels around a published review are the `reviews` catalog's.
 */
export default defineCatalog({
  en: {
    'review.title': 'How was your visit?',
    'review.intro': 'Thank you for choosing us. Your review helps other drivers decide, and helps us do better.',
    'review.publishedTitle': 'Your review is published',
    'review.publishedText':
      'Thank you! Your review is on our site now, so it can no longer be changed here. To change or remove it, please call us or write to us.',
    'review.expiredTitle': 'This review link has expired',
    'review.expiredText': 'It no longer opens a review. If you’d still like to tell us how it went, please call us.',
    'review.invalidTitle': 'This link doesn’t open a review',
    'review.invalidText':
      'It may have been cut short: open it again from your email, or copy it whole. If it still doesn’t work, call us.',
    'review.unavailableTitle': 'Your review can’t be shown right now',
    'review.unavailableText': 'Please try again in a few minutes, or call us.',
    'review.visitTitle': 'Your visit',
    'review.service': 'Service',
    'review.vehicle': 'Car',
    'review.date': 'Date',
    'review.formTitle': 'Write your review',
    'review.editTitle': 'Edit your review',
    'review.editNote': 'You can change your review here until we publish it.',
    'review.rating': 'Your rating',
    'review.stars': '{count, plural, one {# star} other {# stars}}',
    'review.text': 'Your review',
    'review.textHint': 'What did we do, and how did it turn out? At most {max} characters.',
    'review.shownName': 'Name shown with your review',
    'review.shownNameHint': 'We suggest your first name and the initial of your surname. At most {max} characters.',
    'review.consent':
      'I agree that my review may be published on this site with the name above, my car, the service and the date of my visit.',
    'review.keep': 'Keep my review published if I later ask you to delete my booking data.',
    'review.keepHint': 'Without this, deleting your data deletes your review too.',
    'review.submit': 'Send Review',
    'review.update': 'Update Review',
    'review.sending': 'Sending Review...',
    'review.moderation': 'We read every review before it appears on the site, and publish none without consent.',
    'review.outcome.saved':
      'Thank you! Your review is saved. We’ll read it before it appears on the site; until then you can still change it here.',
    'review.outcome.published': 'Your review is already published and can no longer be changed here.',
    'review.outcome.rating-required': 'Please choose a rating from 1 to 5 stars.',
    'review.outcome.text-required': 'Please write your review.',
    'review.outcome.text-too-long': 'Your review is longer than {max} characters. Please shorten it.',
    'review.outcome.name-required': 'Please give the name to show with your review.',
    'review.outcome.name-too-long': 'The name is longer than {max} characters. Please shorten it.',
    'review.outcome.consent-required': 'Please agree to your review being published: we publish none without consent.',
    'review.outcome.unavailable': 'Something went wrong and your review was not saved. Please try again, or call us.',
    'review.optOut.title': 'Stop review requests',
    'review.optOut.text':
      'We ask for a review once after each job; press the button and we won’t ask you again, for this visit or any later one.',
    'review.optOut.submit': 'Stop Review Requests',
    'review.optOut.doneTitle': 'You won’t get review requests any more',
    'review.optOut.doneText':
      'We won’t send you any more review requests. Your bookings, and any review you wrote, stay as they are.',
    'review.optOut.outcome.unavailable': 'Something went wrong and nothing was changed. Please try again, or call us.',
  },
  pt: {
    'review.title': 'Como correu a sua visita?',
    'review.intro':
      'Obrigado por nos ter escolhido. A sua avaliação ajuda outros condutores a decidir e ajuda-nos a fazer melhor.',
    'review.publishedTitle': 'A sua avaliação está publicada',
    'review.publishedText':
      'Obrigado! A sua avaliação já está no nosso site, por isso já não pode ser alterada aqui. Para a alterar ou retirar, ligue-nos ou escreva-nos.',
    'review.expiredTitle': 'Esta ligação de avaliação expirou',
    'review.expiredText': 'Já não abre nenhuma avaliação. Se ainda nos quiser dizer como correu, ligue-nos.',
    'review.invalidTitle': 'Esta ligação não abre nenhuma avaliação',
    'review.invalidText':
      'Pode ter ficado incompleta: abra-a de novo a partir do seu email ou copie-a por inteiro. Se continuar sem funcionar, ligue-nos.',
    'review.unavailableTitle': 'Não é possível mostrar a sua avaliação neste momento',
    'review.unavailableText': 'Tente novamente dentro de alguns minutos ou ligue-nos.',
    'review.visitTitle': 'A sua visita',
    'review.service': 'Serviço',
    'review.vehicle': 'Viatura',
    'review.date': 'Data',
    'review.formTitle': 'Escreva a sua avaliação',
    'review.editTitle': 'Altere a sua avaliação',
    'review.editNote': 'Pode alterar a sua avaliação aqui até a publicarmos.',
    'review.rating': 'A sua classificação',
    'review.stars': '{count, plural, one {# estrela} other {# estrelas}}',
    'review.text': 'A sua avaliação',
    'review.textHint': 'O que fizemos e como ficou? No máximo {max} caracteres.',
    'review.shownName': 'Nome a mostrar com a sua avaliação',
    'review.shownNameHint': 'Sugerimos o seu nome próprio e a inicial do apelido. No máximo {max} caracteres.',
    'review.consent':
      'Aceito que a minha avaliação seja publicada neste site com o nome acima, a minha viatura, o serviço e a data da visita.',
    'review.keep': 'Manter a minha avaliação publicada se mais tarde pedir que apaguem os dados da minha marcação.',
    'review.keepHint': 'Sem esta opção, apagar os seus dados apaga também a sua avaliação.',
    'review.submit': 'Enviar Avaliação',
    'review.update': 'Atualizar Avaliação',
    'review.sending': 'A enviar a avaliação...',
    'review.moderation': 'Lemos cada avaliação antes de aparecer no site e não publicamos nenhuma sem consentimento.',
    'review.outcome.saved':
      'Obrigado! A sua avaliação foi guardada. Vamos lê-la antes de aparecer no site; até lá, ainda a pode alterar aqui.',
    'review.outcome.published': 'A sua avaliação já está publicada e já não pode ser alterada aqui.',
    'review.outcome.rating-required': 'Escolha uma classificação de 1 a 5 estrelas.',
    'review.outcome.text-required': 'Escreva a sua avaliação.',
    'review.outcome.text-too-long': 'A sua avaliação tem mais de {max} caracteres. Encurte-a, por favor.',
    'review.outcome.name-required': 'Indique o nome a mostrar com a sua avaliação.',
    'review.outcome.name-too-long': 'O nome tem mais de {max} caracteres. Encurte-o, por favor.',
    'review.outcome.consent-required':
      'Aceite a publicação da sua avaliação: não publicamos nenhuma sem consentimento.',
    'review.outcome.unavailable': 'Algo correu mal e a sua avaliação não foi guardada. Tente novamente ou ligue-nos.',
    'review.optOut.title': 'Deixar de receber pedidos de avaliação',
    'review.optOut.text':
      'Pedimos uma avaliação uma vez depois de cada serviço; carregue no botão e não voltamos a pedir, nem por esta visita nem pelas próximas.',
    'review.optOut.submit': 'Parar Pedidos de Avaliação',
    'review.optOut.doneTitle': 'Já não vai receber pedidos de avaliação',
    'review.optOut.doneText':
      'Não lhe enviaremos mais pedidos de avaliação. As suas marcações e qualquer avaliação que tenha escrito ficam como estão.',
    'review.optOut.outcome.unavailable': 'Algo correu mal e nada foi alterado. Tente novamente ou ligue-nos.',
  },
  uk: {
    'review.title': 'Як минув ваш візит?',
    'review.intro': 'Дякуємо, що обрали нас. Ваш відгук допоможе іншим водіям вирішити, а нам стати кращими.',
    'review.publishedTitle': 'Ваш відгук опубліковано',
    'review.publishedText':
      'Дякуємо! Ваш відгук уже на нашому сайті, тож змінити його тут більше не можна. Щоб змінити або прибрати його, зателефонуйте або напишіть нам.',
    'review.expiredTitle': 'Термін дії цього посилання минув',
    'review.expiredText':
      'Воно більше не відкриває відгук. Якщо ви все ж хочете розповісти, як усе пройшло, зателефонуйте нам.',
    'review.invalidTitle': 'Це посилання не відкриває жодного відгуку',
    'review.invalidText':
      'Можливо, воно неповне: відкрийте його ще раз із листа або скопіюйте повністю. Якщо це не допоможе, зателефонуйте нам.',
    'review.unavailableTitle': 'Зараз не вдається показати ваш відгук',
    'review.unavailableText': 'Спробуйте ще раз за кілька хвилин або зателефонуйте нам.',
    'review.visitTitle': 'Ваш візит',
    'review.service': 'Послуга',
    'review.vehicle': 'Авто',
    'review.date': 'Дата',
    'review.formTitle': 'Напишіть відгук',
    'review.editTitle': 'Змініть свій відгук',
    'review.editNote': 'Змінити відгук тут можна, доки ми його не опублікуємо.',
    'review.rating': 'Ваша оцінка',
    'review.stars': '{count, plural, one {# зірка} few {# зірки} many {# зірок} other {# зірки}}',
    'review.text': 'Ваш відгук',
    'review.textHint':
      'Що ми зробили і який вийшов результат? Не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
    'review.shownName': "Ім'я, показане з відгуком",
    'review.shownNameHint':
      "Радимо ім'я та першу літеру прізвища. Не більше ніж {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.",
    'review.consent':
      "Я погоджуюся, що мій відгук буде опубліковано на цьому сайті разом з ім'ям вище, моїм авто, послугою та датою візиту.",
    'review.keep': 'Залишити мій відгук опублікованим, якщо згодом я попрошу видалити дані мого запису.',
    'review.keepHint': 'Без цього видалення ваших даних видалить і ваш відгук.',
    'review.submit': 'Надіслати відгук',
    'review.update': 'Оновити відгук',
    'review.sending': 'Надсилання відгуку...',
    'review.moderation': "Ми читаємо кожен відгук, перш ніж він з'явиться на сайті, і без згоди нічого не публікуємо.",
    'review.outcome.saved':
      "Дякуємо! Ваш відгук збережено. Ми прочитаємо його, перш ніж він з'явиться на сайті; доти його ще можна змінити тут.",
    'review.outcome.published': 'Ваш відгук уже опубліковано, і змінити його тут більше не можна.',
    'review.outcome.rating-required': 'Будь ласка, виберіть оцінку від 1 до 5 зірок.',
    'review.outcome.text-required': 'Будь ласка, напишіть відгук.',
    'review.outcome.text-too-long':
      'Ваш відгук довший за {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}. Будь ласка, скоротіть його.',
    'review.outcome.name-required': "Будь ласка, вкажіть ім'я, яке показати з відгуком.",
    'review.outcome.name-too-long':
      "Ім'я довше за {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}. Будь ласка, скоротіть його.",
    'review.outcome.consent-required':
      'Будь ласка, погодьтеся на публікацію відгуку: без згоди ми нічого не публікуємо.',
    'review.outcome.unavailable': 'Щось пішло не так, і відгук не збережено. Спробуйте ще раз або зателефонуйте нам.',
    'review.optOut.title': 'Відмова від прохань про відгук',
    'review.optOut.text':
      'Після кожної послуги ми один раз просимо про відгук; натисніть кнопку, і ми більше не проситимемо ні щодо цього візиту, ні щодо наступних.',
    'review.optOut.submit': 'Не надсилати прохань про відгук',
    'review.optOut.doneTitle': 'Прохань про відгук більше не буде',
    'review.optOut.doneText':
      'Ми більше не надсилатимемо вам прохань про відгук. Ваші записи та відгук, якщо ви його написали, залишаються як є.',
    'review.optOut.outcome.unavailable':
      'Щось пішло не так, і нічого не змінено. Спробуйте ще раз або зателефонуйте нам.',
  },
});
