import { defineCatalog } from '../catalog';

/**
 * The visitor's page of an appointment, reached from the link in its mails: its states, details,
 * the two forms and what they came to (issue 56). The owner's texts (the withdrawal notice) are the
 * content's.
 */
export default defineCatalog({
  en: {
    'appointment.title': 'Your appointment',
    'appointment.cancelledTitle': 'This appointment is cancelled',
    'appointment.cancelledText': 'Its link no longer shows it. To book again, send us a new request or call us.',
    'appointment.expiredTitle': 'This appointment has passed',
    'appointment.expiredText':
      'Its link no longer shows it. To book your next visit, send us a new request or call us.',
    'appointment.invalidTitle': 'This link doesn’t open an appointment',
    'appointment.invalidText':
      'It may have been cut short: open it again from your email, or copy it whole. If it still doesn’t work, call us.',
    'appointment.unavailableTitle': 'Your appointment can’t be shown right now',
    'appointment.unavailableText': 'Please try again in a few minutes, or call us.',
    'appointment.detailsTitle': 'Details',
    'appointment.service': 'Service',
    'appointment.date': 'Date',
    'appointment.time': 'Time',
    'appointment.ownerMessage': 'A message from us',
    'appointment.changesTitle': 'Need to change something?',
    'appointment.changesUntil': 'You can cancel or ask for another date here until {until}.',
    'appointment.changesClosed':
      'Your appointment can no longer be changed here: changes were possible until {until}. To cancel or move it, please call us.',
    'appointment.cancelTitle': 'Cancel the appointment',
    'appointment.cancelReason': 'Reason (optional)',
    'appointment.cancelSubmit': 'Cancel Appointment',
    'appointment.cancelling': 'Cancelling...',
    'appointment.askTitle': 'Ask for another date',
    'appointment.askMessage': 'Which days and times suit you?',
    'appointment.askNote': 'Your appointment stays as it is until we agree on a new date with you.',
    'appointment.asksLeft': '{count, plural, one {You can send # more request.} other {You can send # more requests.}}',
    'appointment.noAsksLeft':
      'You have already asked for another date {max, plural, one {once} other {# times}}. To change the date, please call us.',
    'appointment.askSubmit': 'Send Request',
    'appointment.asking': 'Sending Request...',
    'appointment.withdrawalTitle': 'Your right of withdrawal',
    'appointment.outcome.cancelled': 'Your appointment is cancelled. We’ll send you a confirmation by email.',
    'appointment.outcome.asked':
      'Your request is sent. We’ll get back to you soon; until then your appointment stays as it is.',
    'appointment.outcome.too-late': 'This appointment can no longer be changed here. Please call us.',
    'appointment.outcome.too-many':
      'You have already sent as many requests for another date as you can. Please call us.',
    'appointment.outcome.message-required': 'Please tell us which days and times suit you.',
    'appointment.outcome.too-long': 'Your text is longer than {max} characters. Please shorten it.',
    'appointment.outcome.unavailable': 'Something went wrong and nothing was changed. Please try again, or call us.',
  },
  pt: {
    'appointment.title': 'A sua marcação',
    'appointment.cancelledTitle': 'Esta marcação foi cancelada',
    'appointment.cancelledText':
      'A sua ligação já não a mostra. Para marcar de novo, envie-nos um novo pedido ou ligue-nos.',
    'appointment.expiredTitle': 'Esta marcação já passou',
    'appointment.expiredText':
      'A sua ligação já não a mostra. Para marcar a próxima visita, envie-nos um novo pedido ou ligue-nos.',
    'appointment.invalidTitle': 'Esta ligação não abre nenhuma marcação',
    'appointment.invalidText':
      'Pode ter ficado incompleta: abra-a de novo a partir do seu email ou copie-a por inteiro. Se continuar sem funcionar, ligue-nos.',
    'appointment.unavailableTitle': 'Não é possível mostrar a sua marcação neste momento',
    'appointment.unavailableText': 'Tente novamente dentro de alguns minutos ou ligue-nos.',
    'appointment.detailsTitle': 'Detalhes',
    'appointment.service': 'Serviço',
    'appointment.date': 'Data',
    'appointment.time': 'Hora',
    'appointment.ownerMessage': 'Uma mensagem nossa',
    'appointment.changesTitle': 'Precisa de alterar algo?',
    'appointment.changesUntil': 'Pode cancelar ou pedir outra data aqui até {until}.',
    'appointment.changesClosed':
      'Já não é possível alterar a sua marcação aqui: as alterações eram possíveis até {until}. Para a cancelar ou mudar, ligue-nos.',
    'appointment.cancelTitle': 'Cancelar a marcação',
    'appointment.cancelReason': 'Motivo (opcional)',
    'appointment.cancelSubmit': 'Cancelar Marcação',
    'appointment.cancelling': 'A cancelar...',
    'appointment.askTitle': 'Pedir outra data',
    'appointment.askMessage': 'Que dias e horas lhe dão jeito?',
    'appointment.askNote': 'A sua marcação mantém-se até combinarmos consigo uma nova data.',
    'appointment.asksLeft': '{count, plural, one {Pode enviar mais # pedido.} other {Pode enviar mais # pedidos.}}',
    'appointment.noAsksLeft':
      'Já pediu outra data {max, plural, one {# vez} other {# vezes}}. Para mudar a data, ligue-nos.',
    'appointment.askSubmit': 'Enviar Pedido',
    'appointment.asking': 'A enviar o pedido...',
    'appointment.withdrawalTitle': 'O seu direito de livre resolução',
    'appointment.outcome.cancelled': 'A sua marcação foi cancelada. Vamos enviar-lhe uma confirmação por email.',
    'appointment.outcome.asked': 'O seu pedido foi enviado. Respondemos em breve; até lá, a sua marcação mantém-se.',
    'appointment.outcome.too-late': 'Já não é possível alterar esta marcação aqui. Ligue-nos, por favor.',
    'appointment.outcome.too-many': 'Já enviou todos os pedidos de outra data que pode enviar. Ligue-nos, por favor.',
    'appointment.outcome.message-required': 'Diga-nos que dias e horas lhe dão jeito.',
    'appointment.outcome.too-long': 'O seu texto tem mais de {max} caracteres. Encurte-o, por favor.',
    'appointment.outcome.unavailable': 'Algo correu mal e nada foi alterado. Tente novamente ou ligue-nos.',
  },
  uk: {
    'appointment.title': 'Ваш запис',
    'appointment.cancelledTitle': 'Цей запис скасовано',
    'appointment.cancelledText':
      'Посилання більше його не показує. Щоб записатися знову, надішліть нам новий запит або зателефонуйте.',
    'appointment.expiredTitle': 'Час цього запису минув',
    'appointment.expiredText':
      'Посилання більше його не показує. Щоб записатися наступного разу, надішліть нам новий запит або зателефонуйте.',
    'appointment.invalidTitle': 'Це посилання не відкриває жодного запису',
    'appointment.invalidText':
      'Можливо, воно неповне: відкрийте його ще раз із листа або скопіюйте повністю. Якщо це не допоможе, зателефонуйте нам.',
    'appointment.unavailableTitle': 'Зараз не вдається показати ваш запис',
    'appointment.unavailableText': 'Спробуйте ще раз за кілька хвилин або зателефонуйте нам.',
    'appointment.detailsTitle': 'Деталі',
    'appointment.service': 'Послуга',
    'appointment.date': 'Дата',
    'appointment.time': 'Час',
    'appointment.ownerMessage': 'Повідомлення від нас',
    'appointment.changesTitle': 'Потрібно щось змінити?',
    'appointment.changesUntil': 'Скасувати запис або попросити іншу дату тут можна до {until}.',
    'appointment.changesClosed':
      'Змінити запис тут уже не можна: зміни були можливі до {until}. Щоб скасувати або перенести його, зателефонуйте нам.',
    'appointment.cancelTitle': 'Скасувати запис',
    'appointment.cancelReason': "Причина (необов'язково)",
    'appointment.cancelSubmit': 'Скасувати запис',
    'appointment.cancelling': 'Скасування...',
    'appointment.askTitle': 'Попросити іншу дату',
    'appointment.askMessage': 'Які дні та години вам зручні?',
    'appointment.askNote': 'Ваш запис залишається чинним, доки ми не погодимо з вами нову дату.',
    'appointment.asksLeft':
      '{count, plural, one {Ви можете надіслати ще # запит.} few {Ви можете надіслати ще # запити.} many {Ви можете надіслати ще # запитів.} other {Ви можете надіслати ще # запиту.}}',
    'appointment.noAsksLeft':
      'Ви вже просили іншу дату {max, plural, one {# раз} few {# рази} many {# разів} other {# рази}}. Щоб змінити дату, зателефонуйте нам.',
    'appointment.askSubmit': 'Надіслати запит',
    'appointment.asking': 'Надсилання запиту...',
    'appointment.withdrawalTitle': 'Ваше право на відмову від договору',
    'appointment.outcome.cancelled': 'Ваш запис скасовано. Ми надішлемо вам підтвердження електронною поштою.',
    'appointment.outcome.asked': 'Ваш запит надіслано. Ми скоро відповімо, а доти ваш запис залишається чинним.',
    'appointment.outcome.too-late': 'Змінити цей запис тут уже не можна. Будь ласка, зателефонуйте нам.',
    'appointment.outcome.too-many':
      'Ви вже надіслали всі запити на іншу дату, які можна надіслати. Будь ласка, зателефонуйте нам.',
    'appointment.outcome.message-required': 'Напишіть, будь ласка, які дні та години вам зручні.',
    'appointment.outcome.too-long':
      'Ваш текст довший за {max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}. Будь ласка, скоротіть його.',
    'appointment.outcome.unavailable':
      'Щось пішло не так, і нічого не змінено. Спробуйте ще раз або зателефонуйте нам.',
  },
});
