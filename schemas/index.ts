import type { SchemaTypeDefinition } from 'sanity';

import { beforeAfterPair } from './documents/before-after-pair';
import { faq } from './documents/faq';
import { galleryImage } from './documents/gallery-image';
import { legalPage } from './documents/legal-page';
import { review } from './documents/review';
import { service } from './documents/service';
import { serviceExtra } from './documents/service-extra';
import { servicePage } from './documents/service-page';
import { vehicleSize } from './documents/vehicle-size';
import { accessibleImage } from './objects/accessible-image';
import { appointmentSettings } from './objects/appointment-settings';
import { disputeResolutionEntity } from './objects/dispute-resolution-entity';
import { heroStat } from './objects/hero-stat';
import { hoursEntry } from './objects/hours-entry';
import { includedService } from './objects/included-service';
import { localeBlockContent } from './objects/locale-block-content';
import { localeString } from './objects/locale-string';
import { localeText } from './objects/locale-text';
import { openingHoursSpecification } from './objects/opening-hours-specification';
import { postalAddress } from './objects/postal-address';
import { reason } from './objects/reason';
import { relatedLink } from './objects/related-link';
import { reviewRequestSettings } from './objects/review-request-settings';
import { sectionHeading } from './objects/section-heading';
import { seo } from './objects/seo';
import { sizePrice } from './objects/size-price';
import { socialLink } from './objects/social-link';
import { textBlock } from './objects/text-block';
import { tradeRegister } from './objects/trade-register';
import { aboutPage } from './singletons/about-page';
import { homePage } from './singletons/home-page';
import { siteSettings } from './singletons/site-settings';
import { video } from './singletons/video';

/** Singleton document types; each has exactly one document whose `_id` is the type name. */
export const singletonTypes = ['siteSettings', 'homePage', 'video', 'aboutPage'] as const;
export type SingletonType = (typeof singletonTypes)[number];

export const schemaTypes: SchemaTypeDefinition[] = [
  // objects
  localeString,
  localeText,
  localeBlockContent,
  accessibleImage,
  sectionHeading,
  textBlock,
  hoursEntry,
  openingHoursSpecification,
  heroStat,
  socialLink,
  reason,
  includedService,
  relatedLink,
  postalAddress,
  tradeRegister,
  disputeResolutionEntity,
  appointmentSettings,
  reviewRequestSettings,
  sizePrice,
  seo,
  // singletons
  siteSettings,
  homePage,
  video,
  aboutPage,
  // documents
  service,
  vehicleSize,
  serviceExtra,
  servicePage,
  galleryImage,
  beforeAfterPair,
  legalPage,
  faq,
  review,
];
