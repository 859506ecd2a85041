import { defineArrayMember, defineField, defineType } from 'sanity';

import { BUSINESS, FREE_DELIVERY_THRESHOLD_EUR } from '../../lib/constants';
import { nifProblem } from '../../lib/legal/nif';
import { localized } from '../lib/locale-validation';
import { requirePlaceholder } from '../lib/placeholder';

/** Placeholder in `collectionNotice` that the site replaces with the formatted threshold. */
export const AMOUNT_PLACEHOLDER = '{amount}';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'business', title: 'Business', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'legal', title: 'Legal' },
    { name: 'hours', title: 'Hours' },
    { name: 'home', title: 'Hero and reasons' },
    { name: 'collection', title: 'Collection' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'businessName',
      title: 'Business name',
      type: 'string',
      group: 'business',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'localeString',
      group: 'business',
      description: 'One line that says what the business does, used in the header and titles.',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      group: 'business',
      description: 'Short description used in the footer and in structured data.',
      validation: localized({ required: true, max: 220 }),
    }),
    defineField({
      name: 'foundingYear',
      title: 'Founding year',
      type: 'number',
      group: 'business',
      initialValue: BUSINESS.foundingYear,
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    defineField({
      name: 'priceRange',
      title: 'Price range',
      type: 'string',
      group: 'business',
      description: 'For structured data: one to four euro signs.',
      initialValue: BUSINESS.priceRange,
      validation: (rule) => rule.required().regex(/^€{1,4}$/, { name: 'one to four € signs' }),
    }),
    defineField({
      name: 'copyrightYear',
      title: 'Copyright year',
      type: 'number',
      group: 'business',
      initialValue: BUSINESS.copyrightYear,
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      group: 'contact',
      description: 'International format with spaces, e.g. "+351 912 345 678".',
      validation: (rule) =>
        rule.required().regex(/^\+\d{1,3}(?: ?\d){6,14}$/, { name: 'international phone number (+351 …)' }),
    }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'whatsappNumber',
      title: 'WhatsApp number',
      type: 'string',
      group: 'contact',
      description: 'Digits only, with the country code and no "+" (e.g. 351912345678), as wa.me links need it.',
      validation: (rule) => rule.required().regex(/^\d{8,15}$/, { name: 'digits only, with country code' }),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'postalAddress',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'locationLabel',
      title: 'Location label',
      type: 'localeString',
      group: 'contact',
      description: 'Short place name shown in the contact section, e.g. "Charneca da Caparica, Almada".',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'mapQuery',
      title: 'Map search',
      type: 'string',
      group: 'contact',
      description: 'The address the embedded map searches for.',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'geo',
      title: 'Coordinates',
      type: 'geopoint',
      group: 'contact',
      description: 'Centre of the service area, for structured data and geo tags.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'serviceRadiusMeters',
      title: 'Service radius (m)',
      type: 'number',
      group: 'contact',
      initialValue: BUSINESS.serviceRadiusMeters,
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social networks',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'socialLink' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((links: { network?: string }[] | undefined) => {
            const networks = (links ?? []).map((link) => link.network).filter(Boolean);
            return new Set(networks).size === networks.length ? true : 'Each network only once';
          }),
    }),
    defineField({
      name: 'legalName',
      title: 'Legal name',
      type: 'string',
      group: 'legal',
      description: 'The name the business is registered under, e.g. "Caparica Detailing, Unipessoal Lda.".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'nif',
      title: 'NIF / NIPC',
      type: 'string',
      group: 'legal',
      description: 'The 9-digit tax number, without spaces or the "PT" prefix.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => (value === undefined ? true : (nifProblem(value) ?? true))),
    }),
    defineField({
      name: 'tradeRegister',
      title: 'Trade register',
      type: 'tradeRegister',
      group: 'legal',
      description: 'A company’s registration; leave empty for a sole trader, who has none.',
      // A warning, not an error: the owner copies the number from the registry's certificate,
      // which has the last word.
      validation: (rule) =>
        rule
          .custom((register: { number?: string } | undefined, context) => {
            const nif = (context.document as { nif?: string } | undefined)?.nif;
            return register?.number && nif && register.number !== nif
              ? { message: `A Portuguese company’s registration number is its NIPC (${nif})`, path: ['number'] }
              : true;
          })
          .warning(),
    }),
    defineField({
      name: 'registeredAddress',
      title: 'Registered address',
      type: 'postalAddress',
      group: 'legal',
      description: 'Only when the registered office (sede) is not the address under Contact.',
    }),
    defineField({
      name: 'disputeResolution',
      title: 'Dispute resolution entities',
      type: 'array',
      group: 'legal',
      description: 'The alternative dispute resolution entities consumers may turn to, named in the footer.',
      of: [defineArrayMember({ type: 'disputeResolutionEntity' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'contactHours',
      title: 'Hours (contact section)',
      type: 'array',
      group: 'hours',
      description: 'The detailed reading, e.g. lunch break and weekend appointments.',
      of: [defineArrayMember({ type: 'hoursEntry' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'footerHours',
      title: 'Hours (footer)',
      type: 'array',
      group: 'hours',
      description: 'The short reading shown in the footer.',
      of: [defineArrayMember({ type: 'hoursEntry' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours (structured data)',
      type: 'array',
      group: 'hours',
      description: 'What search engines read; days not listed count as closed.',
      of: [defineArrayMember({ type: 'openingHoursSpecification' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'heroStats',
      title: 'Hero figures',
      type: 'array',
      group: 'home',
      of: [defineArrayMember({ type: 'heroStat' })],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: 'whyChooseUsTitle',
      title: 'Why choose us: title',
      type: 'localeString',
      group: 'home',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'whyChooseUs',
      title: 'Why choose us: reasons',
      type: 'array',
      group: 'home',
      of: [defineArrayMember({ type: 'reason' })],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({
      name: 'freeDeliveryThresholdEur',
      title: 'Free collection from (EUR)',
      type: 'number',
      group: 'collection',
      description: 'Services above this amount include free collection and delivery.',
      initialValue: FREE_DELIVERY_THRESHOLD_EUR,
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'collectionNotice',
      title: 'Free collection notice',
      type: 'localeText',
      group: 'collection',
      description: `Write ${AMOUNT_PLACEHOLDER} where the threshold goes; the site fills in the formatted amount.`,
      validation: (rule) => [
        ...localized({ required: true, max: 220 })(rule),
        rule.custom(requirePlaceholder(AMOUNT_PLACEHOLDER)),
      ],
    }),
    defineField({
      name: 'paidCollectionTitle',
      title: 'Paid collection: title',
      type: 'localeString',
      group: 'collection',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'paidCollectionAreas',
      title: 'Paid collection: areas',
      type: 'array',
      group: 'collection',
      of: [defineArrayMember({ type: 'localeString' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'towTruckNote',
      title: 'Tow truck note',
      type: 'localeString',
      group: 'collection',
      validation: localized({ required: true, max: 120 }),
    }),
    defineField({
      name: 'seo',
      title: 'Default search and sharing',
      type: 'seo',
      group: 'seo',
      description: 'Used by every page that does not set its own.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Site settings' }),
  },
});
