import type { StudioCatalog } from './en-US.ts';

/** The project's own Studio texts in Ukrainian (see en-US.ts). */
const ukUA: StudioCatalog = {
  'structure.content': 'Вміст',
  'structure.siteSettings': 'Налаштування сайту',
  'structure.homePage': 'Головна сторінка',
  'structure.aboutPage': 'Сторінка «Про нас»',
  'structure.interiorDetailPage': 'Сторінка хімчистки салону',
  'structure.video': 'Відео',
  'structure.service': 'Послуги',
  'structure.faq': 'Часті запитання',
  'structure.galleryImage': 'Зображення галереї',
  'structure.legalPage': 'Юридичні сторінки',

  'tool.structure': 'Структура',
  'tool.presentation': 'Попередній перегляд',
  'tool.translations': 'Переклади',

  'language-menu.title': 'Мова Studio',
  'language-menu.button-label': 'Мова Studio: {{language}}',

  'translations.heading': 'Стан перекладів',
  'translations.intro':
    'Поля, переклад яких відсутній або зроблений зі старішої версії англійського тексту. Відкрийте поле, щоб його відредагувати.',
  'translations.languages': 'Мови',
  'translations.read-error': 'Не вдалося прочитати документи: {{message}}',
  'translations.choose-language': 'Виберіть мову вгорі, щоб побачити, що ще треба перекласти.',
  'translations.section.done': '{{language}}: перекладати нічого',
  'translations.section.count': '{{language}}: до перекладу — {{number}}',
  'translations.state.missing': 'Відсутній',
  'translations.state.stale': 'Англійський текст змінено',

  'group.business': 'Компанія',
  'group.contact': 'Контакти',
  'group.legal': 'Юридична інформація',
  'group.hours': 'Години роботи',
  'group.home': 'Банер і переваги',
  'group.collection': 'Забір і доставка авто',
  'group.seo': 'SEO',

  'portable-text.style.normal': 'Абзац',
  'portable-text.style.h3': 'Заголовок',
  'portable-text.list.bullet': 'Маркований список',
  'portable-text.decorator.strong': 'Жирний',
  'portable-text.decorator.em': 'Курсив',

  'validation.language-required': '{{language}}: текст обовʼязковий',
  'validation.translation-missing': 'Переклад відсутній',
  'validation.layout-limit': '{{language}}: макет вміщує щонайбільше символів — {{max}}, у цьому тексті — {{length}}',
  'validation.placeholder-missing': '{{language}}: додайте {{placeholder}} там, де має стояти значення',
  'validation.unique': 'Уже використовується в {{id}}; кожен документ цього типу має мати власне значення',
  'validation.uniquePlace': 'Має те саме місце в списку, що й {{id}}: перетягніть один із них на інше місце',
  'validation.closing-after-opening': 'Час закриття має бути пізнішим за час відкриття',
  'validation.maximum-below-minimum': 'Максимум не може бути меншим за мінімум',
  'validation.network-once': 'Кожна соцмережа — лише один раз',
  'validation.nif.digits-only': 'NIF/NIPC складається лише з цифр (без пробілів і префікса «PT»): {{value}}',
  'validation.nif.length': 'NIF/NIPC має {{expected}} цифр; кількість цифр у {{value}} — {{length}}',
  'validation.nif.check-digit': 'NIF/NIPC {{value}}: контрольна цифра має бути {{expected}}',
  'validation.registration-is-nipc': 'Реєстраційний номер португальської компанії — це її NIPC ({{nif}})',
  'validation.format.time': 'Вкажіть час у 24-годинному форматі ГГ:ХХ, напр. 09:00',
  'validation.format.postal-code': 'Вкажіть португальський поштовий індекс у форматі NNNN-NNN',
  'validation.format.country-code': 'Вкажіть дві великі латинські літери, напр. PT',
  'validation.format.site-path': 'Вкажіть шлях на цьому сайті, що починається з «/», напр. /about',
  'validation.format.price-range': 'Вкажіть від одного до чотирьох знаків €',
  'validation.format.phone': 'Вкажіть номер телефону в міжнародному форматі, напр. +351 912 345 678',
  'validation.format.whatsapp': 'Лише цифри, з кодом країни і без «+», напр. 351912345678',
  'validation.format.digits': 'Лише цифри',

  'description.accessibleImage.alt':
    'Що зображено на фото — для програм зчитування з екрана та пошукових систем (напр. «Капот із керамічним покриттям, у якому відбиваються лампи студії»).',
  'description.disputeResolutionEntity.name':
    'Так, як організація сама себе називає, напр. «Centro de Arbitragem de Conflitos de Consumo de Lisboa».',
  'description.disputeResolutionEntity.url': 'Повна адреса її вебсайту, що починається з https://.',
  'description.heroStat.value': 'Показується великим шрифтом, однаково всіма мовами, напр. «500+», «Premium», «100%».',
  'description.heroStat.label': 'Показується під числом, напр. «Авто після детейлінгу».',
  'description.hoursEntry.days': 'Так, як це читатимуть відвідувачі, напр. «Понеділок – пʼятниця».',
  'description.hoursEntry.hours':
    'Так, як це читатимуть відвідувачі, напр. «9:00 – 13:00 та 14:00 – 18:00» або «За попереднім записом».',
  'description.openingHoursSpecification':
    'Для пошукових систем (schema.org OpeningHoursSpecification), як текст не показується.',
  'description.openingHoursSpecification.time': 'Час у 24-годинному форматі ГГ:ХХ (напр. 09:00).',
  'description.postalAddress.postalCode': 'Португальський формат NNNN-NNN.',
  'description.postalAddress.country': 'ISO 3166-1 alpha-2, напр. PT.',
  'description.sectionHeading.eyebrow': 'Необовʼязковий короткий напис над заголовком.',
  'description.sectionHeading.intro': 'Необовʼязкові одне-два речення під заголовком.',
  'description.seo':
    'Замінює для цієї сторінки типові значення з налаштувань сайту. Залиште порожнім, щоб використати їх.',
  'description.seo.title': 'Показується в результатах пошуку та на вкладках браузера; вміщується близько 60 символів.',
  'description.seo.description': 'Показується під заголовком у результатах пошуку; вміщується близько 155 символів.',
  'description.seo.image': 'Показується, коли сторінкою діляться в соцмережах; найкраще підходить 1200 × 630.',
  'description.socialLink.url': 'Повна адреса https:// сторінки профілю.',
  'description.textBlock.body': 'Кілька коротких абзаців.',
  'description.relatedLink.href': 'Шлях на цьому сайті, напр. «/about», «/#gallery» або «/services/interior-detail».',
  'description.tradeRegister.office': 'Напр. «Conservatória do Registo Comercial de Almada».',
  'description.tradeRegister.number': 'Для португальської компанії — той самий номер, що й NIPC.',
  'description.link.href': 'Шлях на сайті («/about», «/#contact»), повна адреса https://, mailto: або tel:.',

  'description.siteSettings.tagline': 'Один рядок про те, чим займається компанія; показується в шапці та заголовках.',
  'description.siteSettings.description': 'Короткий опис для футера та структурованих даних.',
  'description.siteSettings.priceRange': 'Для структурованих даних: від одного до чотирьох знаків євро.',
  'description.siteSettings.phone': 'Міжнародний формат із пробілами, напр. «+351 912 345 678».',
  'description.siteSettings.whatsappNumber':
    'Лише цифри, з кодом країни і без «+» (напр. 351912345678), як того вимагають посилання wa.me.',
  'description.siteSettings.locationLabel':
    'Коротка назва місця в розділі контактів, напр. «Charneca da Caparica, Almada».',
  'description.siteSettings.mapQuery': 'Адреса, яку шукає вбудована карта.',
  'description.siteSettings.geo': 'Центр зони обслуговування — для структурованих даних і геотегів.',
  'description.siteSettings.legalName':
    'Назва, під якою зареєстровано бізнес, напр. «Caparica Detailing, Unipessoal Lda.».',
  'description.siteSettings.nif': 'Податковий номер із 9 цифр, без пробілів і префікса «PT».',
  'description.siteSettings.tradeRegister':
    'Реєстрація компанії; залиште порожнім для фізичної особи-підприємця, яка її не має.',
  'description.siteSettings.registeredAddress':
    'Лише якщо юридична адреса (sede) відрізняється від адреси в розділі «Контакти».',
  'description.siteSettings.disputeResolution':
    'Органи альтернативного вирішення спорів, до яких можуть звернутися споживачі; вказуються у футері.',
  'description.siteSettings.contactHours': 'Докладний варіант, напр. обідня перерва та запис на вихідні.',
  'description.siteSettings.footerHours': 'Короткий варіант для футера.',
  'description.siteSettings.openingHours': 'Для пошукових систем; дні, яких немає в списку, вважаються вихідними.',
  'description.siteSettings.freeDeliveryThresholdEur':
    'Послуги, дорожчі за цю суму, включають безкоштовні забір і доставку авто.',
  'description.siteSettings.collectionNotice':
    'Напишіть {amount} там, де має стояти порогова сума; сайт підставить її у відформатованому вигляді.',
  'description.siteSettings.seo': 'Використовується на всіх сторінках, які не задають власних значень.',

  'description.homePage.heroImage':
    'Широке фото, щонайменше 1920 px завширшки; найважливіша частина лишається видимою завдяки hotspot (точці фокуса).',
  'description.homePage.servicesSection': 'Заголовок над шістьма картками послуг.',
  'description.homePage.gallerySection': 'Заголовок над галереєю.',
  'description.homePage.videoSection': 'Заголовок над відео.',
  'description.homePage.contactSection': 'Заголовок над контактами та формою запису.',
  'description.aboutPage.textBlock': 'Два короткі абзаци.',
  'description.aboutPage.cta': 'Завершальний блок із кнопками «Переглянути послуги» та «Отримати кошторис».',
  'description.interiorDetailPage.durationNote': 'Напр. «залежно від розміру та стану авто».',
  'description.interiorDetailPage.faqSection':
    'Заголовок частих запитань про цю послугу (самі запитання редагуються в розділі «Часті запитання»).',
  'description.video.title': 'Назва відео для програм зчитування з екрана.',
  'description.video.caption': 'Показується під відео.',
  'description.video.file': 'MP4 (H.264), коротке й стиснене: воно завантажується на головній сторінці.',
  'description.video.poster': 'Показується до початку відтворення; з тим самим співвідношенням сторін, що й відео.',
  'description.legalPage.slug': 'Остання частина адреси, напр. «privacy-policy». Sanity перевіряє, що вона унікальна.',
  'description.service.value':
    'Ключ, який запити на запис зберігають для цієї послуги. Після збереження не змінюється, бо на нього посилаються збережені запити; щоб змінити його, скасуйте зміни.',
  'description.service.summary': 'Одне-два речення на картці послуги.',
  'description.service.description': 'Довший текст для сторінок і структурованих даних.',
  'description.service.priceFrom': 'Необовʼязкова початкова ціна, показується як «від €…».',
  'description.service.detailPage':
    'Лише для послуги з власною сторінкою (хімчистка салону); туди веде її посилання «Детальніше».',
  'description.faq.service': 'Послуга, якої стосується це запитання; відповідь показується на сторінці цієї послуги.',
  'description.galleryImage.caption': 'Необовʼязковий текст під головним зображенням.',
};

export default ukUA;
