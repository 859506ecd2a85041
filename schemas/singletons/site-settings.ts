import { defineArrayMember, defineField, defineType } from 'sanity';

import { BUSINESS, FREE_DELIVERY_THRESHOLD_EUR, VAT_REGIME_DEFAULT, VAT_REGIMES } from '../../lib/constants';
import { nifIssue, type NifIssue } from '../../lib/legal/nif';
import { STUDIO_NAMESPACE, studioMessageFor, studioMessages, type StudioMessageKey } from '../../studio/i18n/messages';
import { studioDescription } from '../../studio/i18n/description';
import { localized } from '../lib/locale-validation';
import { requirePlaceholder } from '../lib/placeholder';

/** Placeholder in `collectionNotice` that the site replaces with the formatted threshold. */
export const AMOUNT_PLACEHOLDER = '{amount}';

const NIF_MESSAGES: Record<NifIssue['kind'], StudioMessageKey> = {
  'digits-only': 'validation.nif.digits-only',
  length: 'validation.nif.length',
  'check-digit': 'validation.nif.check-digit',
};

/** How the Studio names each VAT regime (field options stay English, like field titles). */
export const VAT_REGIME_TITLES: Record<(typeof VAT_REGIMES)[number], string> = {
  normal: 'Normal: prices include VAT',
  exempt: 'Exempt: small-business exemption (art. 53.º CIVA)',
};

/** A field group whose tab title follows the Studio's language (`group.<name>` of studio/i18n). */
const group = (name: string, title: string, options: { default?: boolean } = {}) => ({
  name,
  title,
  i18n: { title: { key: `group.${name}`, ns: STUDIO_NAMESPACE } },
  ...options,
});

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    group('business', 'Business', { default: true }),
    group('contact', 'Contact'),
    group('legal', 'Legal'),
    group('hours', 'Hours'),
    group('home', 'Hero and reasons'),
    group('collection', 'Collection'),
    group('appointments', 'Appointments'),
    group('reviewRequests', 'Review requests'),
    group('seo', 'SEO'),
    group('navigation', 'Header and footer'),
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
      description: studioDescription('description.siteSettings.tagline'),
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      group: 'business',
      description: studioDescription('description.siteSettings.description'),
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
      description: studioDescription('description.siteSettings.priceRange'),
      initialValue: BUSINESS.priceRange,
      validation: (rule) => [
        rule.required(),
        rule.regex(/^€{1,4}$/).error(studioMessages('validation.format.price-range')),
      ],
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
      description: studioDescription('description.siteSettings.phone'),
      validation: (rule) => [
        rule.required(),
        rule.regex(/^\+\d{1,3}(?: ?\d){6,14}$/).error(studioMessages('validation.format.phone')),
      ],
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
      description: studioDescription('description.siteSettings.whatsappNumber'),
      validation: (rule) => [
        rule.required(),
        rule.regex(/^\d{8,15}$/).error(studioMessages('validation.format.whatsapp')),
      ],
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
      description: studioDescription('description.siteSettings.locationLabel'),
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'mapQuery',
      title: 'Map search',
      type: 'string',
      group: 'contact',
      description: studioDescription('description.siteSettings.mapQuery'),
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'geo',
      title: 'Coordinates',
      type: 'geopoint',
      group: 'contact',
      description: studioDescription('description.siteSettings.geo'),
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
            return new Set(networks).size === networks.length ? true : studioMessages('validation.network-once');
          }),
    }),
    defineField({
      name: 'legalName',
      title: 'Legal name',
      type: 'string',
      group: 'legal',
      description: studioDescription('description.siteSettings.legalName'),
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'nif',
      title: 'NIF / NIPC',
      type: 'string',
      group: 'legal',
      description: studioDescription('description.siteSettings.nif'),
      validation: (rule) =>
        rule.required().custom((value: string | undefined) => {
          const issue = value === undefined ? null : nifIssue(value);
          return issue ? studioMessages(NIF_MESSAGES[issue.kind], { ...issue, value: value! }) : true;
        }),
    }),
    defineField({
      name: 'vatRegime',
      title: 'VAT regime',
      type: 'string',
      group: 'legal',
      description: studioDescription('description.siteSettings.vatRegime'),
      options: {
        list: VAT_REGIMES.map((value) => ({ title: VAT_REGIME_TITLES[value], value })),
        layout: 'radio',
      },
      initialValue: VAT_REGIME_DEFAULT,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tradeRegister',
      title: 'Trade register',
      type: 'tradeRegister',
      group: 'legal',
      description: studioDescription('description.siteSettings.tradeRegister'),
      // A warning, not an error: the owner copies the number from the registry's certificate,
      // which has the last word.
      validation: (rule) =>
        rule
          .custom((register: { number?: string } | undefined, context) => {
            const nif = (context.document as { nif?: string } | undefined)?.nif;
            return register?.number && nif && register.number !== nif
              ? { message: studioMessageFor(context, 'validation.registration-is-nipc', { nif }), path: ['number'] }
              : true;
          })
          .warning(),
    }),
    defineField({
      name: 'registeredAddress',
      title: 'Registered address',
      type: 'postalAddress',
      group: 'legal',
      description: studioDescription('description.siteSettings.registeredAddress'),
    }),
    defineField({
      name: 'disputeResolution',
      title: 'Dispute resolution entities',
      type: 'array',
      group: 'legal',
      description: studioDescription('description.siteSettings.disputeResolution'),
      of: [defineArrayMember({ type: 'disputeResolutionEntity' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'contactHours',
      title: 'Hours (contact section)',
      type: 'array',
      group: 'hours',
      description: studioDescription('description.siteSettings.contactHours'),
      of: [defineArrayMember({ type: 'hoursEntry' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'footerHours',
      title: 'Hours (footer)',
      type: 'array',
      group: 'hours',
      description: studioDescription('description.siteSettings.footerHours'),
      of: [defineArrayMember({ type: 'hoursEntry' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours (structured data)',
      type: 'array',
      group: 'hours',
      description: studioDescription('description.siteSettings.openingHours'),
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
      description: studioDescription('description.siteSettings.freeDeliveryThresholdEur'),
      initialValue: FREE_DELIVERY_THRESHOLD_EUR,
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'collectionNotice',
      title: 'Free collection notice',
      type: 'localeText',
      group: 'collection',
      description: studioDescription('description.siteSettings.collectionNotice'),
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
      name: 'appointments',
      title: 'Appointments',
      type: 'appointmentSettings',
      group: 'appointments',
      description: studioDescription('description.siteSettings.appointments'),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'reviewRequests',
      title: 'Review requests',
      type: 'reviewRequestSettings',
      group: 'reviewRequests',
      description: studioDescription('description.siteSettings.reviewRequests'),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'seo',
      title: 'Default search and sharing',
      type: 'seo',
      group: 'seo',
      description: studioDescription('description.siteSettings.seo'),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showReviewsLink',
      title: 'Show "Reviews" in the header and footer',
      type: 'boolean',
      group: 'navigation',
      description: studioDescription('description.siteSettings.showReviewsLink'),
      initialValue: false,
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Site settings' }),
  },
});
