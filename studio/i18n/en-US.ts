/**
 * The project's own Studio texts in English (the Studio's default language, `en-US`): desk titles,
 * tool titles, the Translations tool, the language menu, field descriptions and validation
 * messages. pt-PT.ts and uk-UA.ts translate every key (their type requires it); Sanity's own
 * texts come from its locale packages. `{{name}}` is filled in, as Sanity's i18next does.
 * Content language names ("English", "Português", "Українська") stay as the fields show them.
 */
const enUS = {
  // The desk (studio/structure.ts)
  'structure.content': 'Content',
  'structure.siteSettings': 'Site settings',
  'structure.homePage': 'Home page',
  'structure.aboutPage': 'About page',
  'structure.servicePage': 'Service pages',
  'structure.video': 'Video',
  'structure.service': 'Services',
  'structure.vehicleSize': 'Vehicle sizes',
  'structure.serviceExtra': 'Extras',
  'structure.faq': 'Frequently asked questions',
  'structure.galleryImage': 'Gallery images',
  'structure.beforeAfterPair': 'Before and after',
  'structure.legalPage': 'Legal pages',
  'structure.review': 'Reviews',

  // Tool titles in the navbar and the narrow-screen menu
  'tool.structure': 'Structure',
  'tool.presentation': 'Preview',
  'tool.translations': 'Translations',
  'tool.requests': 'Requests',
  'tool.requests-new': 'Requests · new: {{count}}',

  // The Studio language menu, beside the user menu
  'language-menu.title': 'Studio language',
  'language-menu.button-label': 'Studio language: {{language}}',

  // The Translations tool (studio/translation-status)
  'translations.heading': 'Translation status',
  'translations.intro':
    'Fields whose translation is missing or was made from an older English text (a review: from an older original). Open one to edit it.',
  'translations.languages': 'Languages',
  'translations.read-error': 'Could not read the documents: {{message}}',
  'translations.choose-language': 'Choose a language above to see what is left to translate.',
  'translations.section.done': '{{language}}: nothing to translate',
  'translations.section.count': '{{language}}: {{number}} to translate',
  'translations.state.missing': 'Missing',
  'translations.state.stale': 'English changed',
  'translations.state.stale-original': 'Original ({{language}}) changed',

  // The Requests tool (studio/requests): booking requests from the site's form, for the owner
  'requests.heading': 'Booking requests',
  'requests.new-count': 'New: {{count}}',
  'requests.total': 'In total: {{count}}',
  'requests.filters': 'Filters',
  'requests.filter.status': 'Status',
  'requests.filter.service': 'Service',
  'requests.filter.all-statuses': 'All statuses',
  'requests.filter.all-services': 'All services',
  'requests.filter.search': 'Search',
  'requests.filter.search-placeholder': 'Name, email, phone or vehicle',
  'requests.status.new': 'New',
  'requests.status.contacted': 'Contacted',
  'requests.status.confirmed': 'Confirmed',
  'requests.status.done': 'Done',
  'requests.status.declined': 'Declined',
  'requests.status.cancelled': 'Cancelled',
  'requests.status.spam': 'Spam',
  'requests.list': 'Requests, newest first',
  'requests.list.empty': 'No request matches.',
  'requests.list.error': 'Could not read the requests: {{message}}',
  'requests.list.no-service': 'No service chosen',
  'requests.page': 'Page {{page}} of {{pages}}',
  'requests.page.previous': 'Previous page',
  'requests.page.next': 'Next page',
  'requests.export-csv': 'Export CSV',
  'requests.export-error': 'Could not export: {{message}}',
  'requests.no-token':
    'This Studio session has no token the site can check. Sign out and sign in again to see booking requests.',
  'requests.detail.empty': 'Choose a request to see it here.',
  'requests.detail.error': 'Could not read this request: {{message}}',
  'requests.detail.gone': 'This request no longer exists.',
  'requests.field.email': 'Email',
  'requests.field.phone': 'Phone',
  'requests.field.vehicle': 'Vehicle',
  'requests.field.preferred-date': 'Preferred date',
  'requests.field.message': 'Message',
  'requests.field.received': 'Received',
  'requests.field.language': 'Visitor’s language',
  'requests.field.last-contact': 'Last contact',
  'requests.field.not-given': 'Not given',
  'requests.field.language-unknown': 'Unknown (the notification was never sent)',
  'requests.field.vehicle-size': 'Vehicle size',
  'requests.field.extras': 'Extras',
  'requests.field.estimate': 'Estimate',
  'requests.estimate.vat-included': '{{amount}}, VAT included',
  'requests.estimate.vat-exempt': '{{amount}}, VAT exempt (art. 53 CIVA)',
  'requests.estimate.free-collection': 'Free collection and delivery',
  'requests.estimate.on-request': 'On request',
  'requests.estimate.incomplete': 'None: it needs both a service and a vehicle size',
  'requests.estimate.none': 'None: no prices were published when the request was stored',
  'requests.lisbon-time': '{{time}} (Lisbon time)',
  'requests.set-status': 'Set the status',
  'requests.status-error': 'Could not change the status: {{message}}',
  'requests.note': 'Note',
  'requests.note.hint': 'Saved when you leave the field. An export of the person’s data includes it.',
  'requests.note.saving': 'Saving…',
  'requests.note.saved': 'Saved',
  'requests.note.error': 'Could not save the note: {{message}}',
  'requests.mail': 'Mail',
  'requests.mail.owner-notified': 'You were emailed about it: {{time}}',
  'requests.mail.in-digest': 'Listed in your digest email: {{time}}',
  'requests.mail.owner-pending': 'You have not been emailed about it yet',
  'requests.mail.acknowledgement-sent': 'The visitor was sent an acknowledgement',
  'requests.mail.acknowledgement-withheld': 'No acknowledgement: the hourly limit was reached',
  'requests.mail.acknowledgement-none': 'The visitor was sent no acknowledgement',
  'requests.mail.problem': 'Delivery problem: {{problem}}',
  'requests.signal.quick-fill': 'Sent unusually fast (autofill, or a bot)',
  'requests.signal.honeypot': 'A hidden field was filled in (likely a bot)',
  'requests.contact': 'Contact',
  'requests.action.reply': 'Reply by email',
  'requests.action.reply-language': 'The reply starts in the visitor’s language: {{language}}.',
  'requests.action.call': 'Call',
  'requests.action.whatsapp': 'Message on WhatsApp',
  'requests.history': 'History',
  'requests.history.empty': 'No changes yet.',
  'requests.history.status': 'Status: {{from}} → {{to}}',
  'requests.history.note': 'Note changed',
  'requests.history.by': '{{time}}, by {{name}}',
  'requests.person.button': 'Personal data…',
  'requests.person.title': 'Everything about one person',
  'requests.person.intro':
    'Export or erase every request kept for an email address, with its notes and history (the right of access and the right to erasure).',
  'requests.person.email': 'Email address',
  'requests.person.export': 'Export everything',
  'requests.person.erase': 'Erase everything…',
  'requests.person.confirm-title': 'Erase everything about {{email}}?',
  'requests.person.confirm-text':
    'Every request of {{email}}, with its notes and history, will be erased. This cannot be undone.',
  'requests.person.confirm-erase': 'Erase',
  'requests.person.cancel': 'Cancel',
  'requests.person.erased':
    'Erased {{email}}: requests removed: {{count}}; reviews deleted from the Studio: {{reviews}}',
  'requests.person.error': 'Could not do it: {{message}}',
  // The Requests tool's appointments: the panel of a request, its mails, the week view
  'requests.tab.requests': 'Requests',
  'requests.tab.week': 'Appointments',
  'requests.week.intro':
    'Confirmed appointments this week and next, by day, in Lisbon time. Open one to see its request.',
  'requests.week.error': 'Could not read the appointments: {{message}}',
  'requests.week.this-week': 'This week',
  'requests.week.next-week': 'Next week',
  'requests.week.today': '{{day}} (today)',
  'requests.week.empty-day': 'No appointments',
  'requests.appointment': 'Appointment',
  'requests.appointment.intro':
    'Confirming mails the visitor the date and time, with a calendar file and a link to cancel or ask for another date.',
  'requests.appointment.date': 'Date',
  'requests.appointment.hours': 'Time',
  'requests.appointment.duration': 'Duration',
  'requests.appointment.price': 'Price (VAT included)',
  'requests.appointment.reminder': 'Reminder',
  'requests.appointment.no-reminder': 'None (the appointment was set within the reminder time)',
  'requests.appointment.changes-until': 'The visitor can cancel or ask for another date until',
  'requests.appointment.message': 'Your message',
  'requests.appointment.cancelled-by-owner': 'You cancelled the appointment of {{when}}.',
  'requests.appointment.cancelled-by-visitor': 'The visitor cancelled the appointment of {{when}}.',
  'requests.appointment.reason': 'Reason: {{reason}}',
  'requests.appointment.reschedule': 'Reschedule',
  'requests.appointment.cancel': 'Cancel appointment…',
  'requests.appointment.confirm-form': 'Confirm an appointment',
  'requests.appointment.reschedule-form': 'Change the appointment',
  'requests.appointment.form.day': 'Date (Lisbon)',
  'requests.appointment.form.time': 'Start time (Lisbon)',
  'requests.appointment.form.duration': 'Duration in minutes',
  'requests.appointment.form.price': 'Price in euros, VAT included (optional)',
  'requests.appointment.form.message': 'Message to the visitor (optional)',
  'requests.appointment.problem.day': 'Choose a date.',
  'requests.appointment.problem.day-past': 'This date has passed.',
  'requests.appointment.problem.time': 'Enter a start time, e.g. 09:30.',
  'requests.appointment.problem.duration': 'Enter whole minutes from {{min}} to {{max}}.',
  'requests.appointment.problem.price': 'Enter an amount in euros up to {{max}}, e.g. 45 or 45,50, or leave it empty.',
  'requests.appointment.problem.message': 'At most {{max}} characters.',
  'requests.appointment.error': 'Could not save the appointment: {{message}}',
  'requests.appointment.confirm': 'Confirm appointment',
  'requests.appointment.save': 'Save changes',
  'requests.appointment.back': 'Discard changes',
  'requests.appointment.mails': 'Appointment mails',
  'requests.appointment.mail.confirmed': 'Confirmation to the visitor',
  'requests.appointment.mail.rescheduled': 'New time to the visitor',
  'requests.appointment.mail.cancelled': 'Cancellation to the visitor',
  'requests.appointment.mail.reminder': 'Reminder to the visitor',
  'requests.appointment.mail.visitor-cancelled': 'To you: the visitor cancelled',
  'requests.appointment.mail.visitor-asked': 'To you: the visitor asked for another date',
  'requests.appointment.mail.review-request': 'Review request to the visitor',
  'requests.appointment.mail-state.sent': 'Sent',
  'requests.appointment.mail-state.dropped': 'Not sent',
  'requests.appointment.mail-state.failing': 'Failing',
  'requests.appointment.mail-state.pending': 'Waiting',
  'requests.appointment.mail-dropped': 'Dropped: the appointment changed before it was due.',
  'requests.appointment.mail-failing':
    'Keeps failing (attempts: {{count}}). Last error: {{error}}. It is still retried; if it does not go, tell the visitor another way.',
  'requests.appointment.mail-attempts': 'Not accepted yet (attempts: {{count}}). Last error: {{error}}. It is retried.',
  'requests.appointment.mail-queued': 'Queued: {{time}}',
  'requests.appointment.cancel-title': 'Cancel the appointment?',
  'requests.appointment.cancel-text':
    'The appointment of {{when}} will be cancelled and the visitor mailed at once, with your reason if you give one.',
  'requests.appointment.cancel-reason': 'Reason (optional, sent to the visitor)',
  'requests.appointment.cancel-keep': 'Keep the appointment',
  'requests.appointment.cancel-confirm': 'Yes, cancel it',
  'requests.appointment.cancel-error': 'Could not cancel the appointment: {{message}}',
  'requests.history.confirmed': 'Appointment confirmed: {{time}}',
  'requests.history.rescheduled': 'Appointment moved to {{time}}',
  'requests.history.cancelled': 'Appointment cancelled',
  'requests.history.asked': 'The visitor asked for another date',
  'requests.history.by-visitor': '{{time}}, by the visitor',
  // The CSV export's column headings (lib/booking/studio/csv-labels.ts)
  'requests.csv.stored': 'Stored (Lisbon time)',
  'requests.csv.status': 'Status',
  'requests.csv.name': 'Name',
  'requests.csv.email': 'Email',
  'requests.csv.phone': 'Phone',
  'requests.csv.service': 'Service',
  'requests.csv.vehicle': 'Vehicle',
  'requests.csv.preferred-date': 'Preferred date',
  'requests.csv.language': 'Language',
  'requests.csv.message': 'Message',
  'requests.csv.note': 'Note',
  'requests.csv.vehicle-size': 'Vehicle size',
  'requests.csv.extras': 'Extras',
  'requests.csv.estimate': 'Estimate (EUR)',

  // Field groups of the site settings
  'group.business': 'Business',
  'group.contact': 'Contact',
  'group.legal': 'Legal',
  'group.hours': 'Hours',
  'group.home': 'Hero and reasons',
  'group.collection': 'Collection',
  'group.appointments': 'Appointments',
  'group.reviewRequests': 'Review requests',
  'group.seo': 'SEO',
  'group.navigation': 'Header and footer',

  // The rich text toolbar
  'portable-text.style.normal': 'Paragraph',
  'portable-text.style.h3': 'Heading',
  'portable-text.list.bullet': 'Bullet list',
  'portable-text.decorator.strong': 'Bold',
  'portable-text.decorator.em': 'Italic',

  // Validation messages
  'validation.language-required': '{{language}} text is required',
  'validation.translation-missing': 'Translation missing',
  'validation.layout-limit': '{{language}}: the layout holds {{max}} characters, this has {{length}}',
  'validation.placeholder-missing': '{{language}}: include {{placeholder}} where the value goes',
  'validation.slug-format': 'Use lowercase letters, digits and single hyphens only, e.g. "ceramic-coating"',
  'validation.unique': 'Already used by {{id}}; each {{type}} needs its own value',
  'validation.uniquePlace': 'Shares its place in the list with {{id}}: drag one of them to another place',
  'validation.closing-after-opening': 'Closing time must be after opening time',
  'validation.maximum-below-minimum': 'Maximum must not be below minimum',
  'validation.network-once': 'Each network only once',
  'validation.before-after-proportions':
    'Not the proportions of the before photo, whose frame it is shown in: it will be cut to fit. Crop the two alike.',
  'validation.nif.digits-only': 'A NIF/NIPC has digits only (no spaces, no "PT" prefix): {{value}}',
  'validation.nif.length': 'A NIF/NIPC has {{expected}} digits; {{value}} has {{length}}',
  'validation.nif.check-digit': 'NIF/NIPC {{value}}: the check digit should be {{expected}}',
  'validation.registration-is-nipc': 'A Portuguese company’s registration number is its NIPC ({{nif}})',
  'validation.format.time': 'Enter a 24-hour time as HH:MM, e.g. 09:00',
  'validation.format.postal-code': 'Enter a Portuguese postal code, NNNN-NNN',
  'validation.format.country-code': 'Enter two capital letters, e.g. PT',
  'validation.format.site-path': 'Enter a path on this site starting with "/", e.g. /about',
  'validation.format.price-range': 'Enter one to four € signs',
  'validation.format.phone': 'Enter an international phone number, e.g. +351 912 345 678',
  'validation.format.whatsapp': 'Digits only, with the country code and no "+", e.g. 351912345678',
  'validation.format.digits': 'Digits only',
  'validation.review-name-initial': 'Only a first name and the initial of the surname, e.g. "Marta S."',
  'validation.review-booking-source':
    'Only a review the customer wrote on this site’s review page, after a job booked here, comes from a booking on this site: choose where this one came from.',
  'validation.review-verified-copy':
    'Only the review a customer sent for their booking is verified, and this is a copy of one: delete it, and write a review of your own as a new one.',
  'validation.date-in-future': 'This date is in the future',
  'validation.price.required': 'Enter the price in euros',
  'validation.price.missing': 'Enter the price in euros, or tick "On request"',
  'validation.price.not-positive': 'A price must be more than 0 €',
  'validation.price.cents': 'Whole euros or cents only, e.g. 250 or 69.50',
  'validation.price.ignored-on-request': 'On request: this price is not shown. Clear it, or untick "On request".',
  'validation.prices.size-required': 'Choose the vehicle size this price is for',
  'validation.prices.duplicate-size': 'This vehicle size already has a row above: one row per size',
  'validation.prices.unpublished-size': 'This vehicle size is not published: the site leaves this row out',
  'validation.prices.missing-sizes':
    'No row for {{sizes}}: add one for every vehicle size, with a price or "On request"',
  'validation.prices.none-priced': 'Give at least one vehicle size a price: the service card shows the lowest',
  'validation.extras.too-many':
    'At most {{max}} extras can be published, as a booking request holds that many: unpublish or delete one first',

  // Field descriptions: objects
  'description.accessibleImage.alt':
    'What the image shows, for screen readers and search engines (e.g. "Ceramic-coated bonnet reflecting studio light bars").',
  'description.appointmentSettings.cancellationCutoffHours':
    'Until this many hours before the start, the visitor may cancel or ask for another date through the link in their emails; after it, the page shows your phone number instead. 0: until the start.',
  'description.appointmentSettings.reminderLeadHours':
    'The visitor gets one reminder email this many hours before the start (24: the day before).',
  'description.appointmentSettings.nextSteps':
    'In every confirmation and reminder: when to bring the car, what to expect, paying at the garage. Plain text; a blank line starts a new paragraph.',
  'description.appointmentSettings.withdrawalNotice':
    'In every confirmation: the pre-contract information on the 14-day right of withdrawal (Decreto-Lei 24/2014) for a service booked at a distance. Have any change checked by a lawyer.',
  'description.reviewRequestSettings.delayHours':
    'How many hours after you mark a job Done in the Requests tool the customer is mailed the review request (0 to 72). One that would arrive between 21:00 and 09:00, Lisbon time, waits until 09:00.',
  'description.reviewRequestSettings.linkValidDays':
    'For how many days the link in that mail lets the customer write or edit their review (1 to 365). Its link to stop these mails works for ever.',
  'description.reviewRequestSettings.googleReviewUrl':
    'Optional: your Google Business Profile’s link for reviews (in the profile: Ask for reviews, then copy the link), starting with https://. The mail offers it to every customer, beside the review page on this site.',
  'description.disputeResolutionEntity.name':
    'As the entity names itself, e.g. "Centro de Arbitragem de Conflitos de Consumo de Lisboa".',
  'description.disputeResolutionEntity.url': 'Full address of its website, starting with https://.',
  'description.heroStat.value': 'Shown large and identical in every language, e.g. "500+", "Premium", "100%".',
  'description.heroStat.label': 'Shown under the figure, e.g. "Cars detailed".',
  'description.hoursEntry.days': 'As visitors read it, e.g. "Monday – Friday".',
  'description.hoursEntry.hours': 'As visitors read it, e.g. "9:00 – 13:00, 14:00 – 18:00" or "By appointment".',
  'description.openingHoursSpecification':
    'Read by search engines (schema.org OpeningHoursSpecification), not shown as text.',
  'description.openingHoursSpecification.time': '24-hour time, HH:MM (e.g. 09:00).',
  'description.postalAddress.postalCode': 'Portuguese format NNNN-NNN.',
  'description.postalAddress.country': 'ISO 3166-1 alpha-2, e.g. PT.',
  'description.sectionHeading.eyebrow': 'Optional short label above the title.',
  'description.sectionHeading.intro': 'Optional sentence or two under the title.',
  'description.seo': 'Overrides the defaults from Site settings for this page. Leave empty to use them.',
  'description.seo.title': 'Shown in search results and browser tabs; about 60 characters fit.',
  'description.seo.description': 'Shown under the title in search results; about 155 characters fit.',
  'description.seo.image': 'Shown when the page is shared on social networks; 1200 × 630 works best.',
  'description.socialLink.url': 'Full https:// address of the profile page.',
  'description.textBlock.body': 'A few short paragraphs.',
  'description.relatedLink.href': 'A path on this site, e.g. "/about", "/#gallery" or "/services/interior-detail".',
  'description.tradeRegister.office': 'E.g. "Conservatória do Registo Comercial de Almada".',
  'description.tradeRegister.number': 'For a Portuguese company, the same number as its NIPC.',
  'description.link.href': 'A site path ("/about", "/#contact"), a full https:// address, mailto: or tel:.',
  'description.sizePrice.price':
    'What the customer pays for a car of this size, in euros (VAT included under the normal regime): whole euros or cents, e.g. 250 or 69.50.',
  'description.sizePrice.onRequest':
    'The site shows "On request" for this size instead of a price, and the booking form gives no estimate for it.',

  // Field descriptions: site settings
  'description.siteSettings.tagline': 'One line that says what the business does, used in the header and titles.',
  'description.siteSettings.description': 'Short description used in the footer and in structured data.',
  'description.siteSettings.priceRange': 'For structured data: one to four euro signs.',
  'description.siteSettings.vatRegime':
    'Normal: every price on the site and in the mails says "VAT included". Exempt (small businesses, art. 53.º of the CIVA): no price says VAT included, and the site and the mails say the business is exempt. Prices are entered as the customer pays them either way.',
  'description.siteSettings.phone': 'International format with spaces, e.g. "+351 912 345 678".',
  'description.siteSettings.whatsappNumber':
    'Digits only, with the country code and no "+" (e.g. 351912345678), as wa.me links need it.',
  'description.siteSettings.locationLabel':
    'Short place name shown in the contact section, e.g. "Charneca da Caparica, Almada".',
  'description.siteSettings.mapQuery': 'The address the embedded map searches for.',
  'description.siteSettings.geo': 'Centre of the service area, for structured data and geo tags.',
  'description.siteSettings.legalName':
    'The name the business is registered under, e.g. "Caparica Detailing, Unipessoal Lda.".',
  'description.siteSettings.nif': 'The 9-digit tax number, without spaces or the "PT" prefix.',
  'description.siteSettings.tradeRegister': 'A company’s registration; leave empty for a sole trader, who has none.',
  'description.siteSettings.registeredAddress':
    'Only when the registered office (sede) is not the address under Contact.',
  'description.siteSettings.disputeResolution':
    'The alternative dispute resolution entities consumers may turn to, named in the footer.',
  'description.siteSettings.contactHours': 'The detailed reading, e.g. lunch break and weekend appointments.',
  'description.siteSettings.footerHours': 'The short reading shown in the footer.',
  'description.siteSettings.openingHours': 'What search engines read; days not listed count as closed.',
  'description.siteSettings.freeDeliveryThresholdEur':
    'Services above this amount include free collection and delivery.',
  'description.siteSettings.collectionNotice':
    'Write {amount} where the threshold goes; the site fills in the formatted amount.',
  'description.siteSettings.seo': 'Used by every page that does not set its own.',
  'description.siteSettings.showReviewsLink':
    'Adds "Reviews" to the links in the header and footer, while at least one review is published.',
  'description.siteSettings.appointments':
    'How appointments confirmed in the Requests tool work for visitors, and what their emails say. A change applies to appointments confirmed, moved or cancelled after it.',
  'description.siteSettings.reviewRequests':
    'After you mark a job Done in the Requests tool, the customer gets one mail, in their language, asking for a review: the same for everyone, whatever the job (Google forbids asking only the happy customers). A change applies to jobs marked done after it.',

  // Field descriptions: pages and documents
  'description.homePage.heroImage':
    'Wide photo, at least 1920 px across; the most important part stays visible via the hotspot.',
  'description.homePage.servicesSection': 'Heading above the six service cards.',
  'description.homePage.gallerySection': 'Heading above the gallery.',
  'description.homePage.beforeAfterSection':
    'Heading above the before and after photos, at the end of the gallery (edited under "Before and after").',
  'description.homePage.videoSection': 'Heading above the video.',
  'description.homePage.contactSection': 'Heading above the contact details and booking form.',
  'description.homePage.reviewsSection':
    'Heading above the customer reviews, after the gallery; the section shows while at least one review is published.',
  'description.homePage.reviewsNote':
    'Shown under the reviews: whether and how you check that they come from real customers, as EU consumer law asks (Directive 2019/2161). Keep it true.',
  'description.aboutPage.textBlock': 'Two short paragraphs.',
  'description.aboutPage.cta': 'Closing block with the "View Our Services" and "Get Quote" buttons.',
  'description.servicePage.service':
    'The service this page is about. Its card’s "More info" link leads here while the page is published; one page per service.',
  'description.servicePage.slug':
    'Last part of the address, /services/…: lowercase letters, digits and hyphens, e.g. "ceramic-coating".',
  'description.servicePage.menuTitle': 'The page’s name in the header’s Services menu and the breadcrumb trail.',
  'description.servicePage.durationNote': 'E.g. "depending on size and condition".',
  'description.servicePage.beforeAfterSection':
    'Heading of this service’s before and after pairs (added under "Before and after"); shown when it has any.',
  'description.servicePage.reviewsSection':
    'Heading of the reviews of this service (added under "Reviews"); shown when it has any, with the note on how reviews are checked from the home page.',
  'description.servicePage.faqSection':
    'Heading of the frequently asked questions about this service (edited under "Frequently asked questions").',
  'description.video.title': 'Names the video for screen readers.',
  'description.video.caption': 'Shown under the video.',
  'description.video.file': 'MP4 (H.264), short and compressed: it loads on the home page.',
  'description.video.poster': 'Shown before the video plays; same aspect ratio as the video.',
  'description.legalPage.slug': 'Last part of the address, e.g. "privacy-policy". Sanity checks it is unique.',
  'description.service.value':
    'The key booking requests store for this service. Fixed once saved, because stored requests refer to it; to change it, discard the draft.',
  'description.service.summary': 'One or two sentences on the service card.',
  'description.service.description': 'Longer text for pages and structured data.',
  'description.service.prices':
    'One row per vehicle size (Vehicle sizes in the desk): its price, or "On request". The card shows the lowest as "from €…"; the service’s page lists the sizes in their order there.',
  'description.service.durationMinutes':
    'How long the work usually takes, in minutes (e.g. 180 for three hours; at most 1440, a day). Proposed when you confirm an appointment.',
  'description.faq.service': 'The service this question is about; it is answered on that service’s page.',
  'description.vehicleSize.title': 'The size class as visitors choose it, e.g. "City car" or "SUV or MPV".',
  'description.vehicleSize.examples':
    'Optional models that show which cars belong here, e.g. "e.g. Fiat 500, Renault Clio". Shown under the name.',
  'description.serviceExtra.title':
    'The extra as the booking form and the service pages name it, e.g. "Engine bay cleaning".',
  'description.serviceExtra.price':
    'What the customer pays for it, in euros (VAT included under the normal regime), whatever the vehicle size: whole euros or cents, e.g. 45 or 59.90.',
  'description.serviceExtra.services': 'The services it is offered with. Leave empty to offer it with every service.',
  'description.galleryImage.caption': 'Optional text under the featured image.',
  'description.beforeAfterPair.service': 'The service whose work the photos show; its page shows the pair too.',
  'description.beforeAfterPair.before': 'The car as it came in. The alternative text says what is wrong.',
  'description.beforeAfterPair.after':
    'The same view after the work: same framing and aspect ratio as the before photo, which it is laid over. The alternative text says what changed.',
  'description.beforeAfterPair.caption':
    'Optional short text under the comparison; it also names the comparison for screen readers.',
  'description.review.name':
    'First name and the initial of the surname, as the customer agreed to be named, e.g. "Marta S.".',
  'description.review.vehicle': 'Optional, e.g. "BMW 320d Touring".',
  'description.review.service': 'Optional: the service the customer had; that service’s page can show the review too.',
  'description.review.originalLanguage':
    'The language the customer wrote in. The text is required in it; the other languages are translations, and where one is missing the site shows the original, marked with its language.',
  'description.review.text': 'The customer’s own words; correct nothing but obvious typos. Translations say the same.',
  'description.review.rating': 'The stars the customer gave, from 1 to 5.',
  'description.review.date': 'When the customer gave the review.',
  'description.review.source': 'Where the review came from; shown under it, e.g. "Via Google".',
  'description.review.verifiedBooking':
    'Set by the site when the customer of a booking wrote this review through the link mailed to them after the job; it cannot be changed here. The site marks the review "Verified booking".',
} as const;

/** Any of the project's Studio text ids, e.g. 'structure.service'. */
export type StudioMessageKey = keyof typeof enUS;

/** A complete catalog: every key of the English one, each a string. */
export type StudioCatalog = Record<StudioMessageKey, string>;

export default enUS satisfies StudioCatalog;
