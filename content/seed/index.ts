import { aboutPage } from './about-page.ts';
import { beforeAfterPairs } from './before-after.ts';
import { faqs } from './faqs.ts';
import { gallery } from './gallery.ts';
import { homePage } from './home-page.ts';
import { interiorDetailPage } from './service-pages.ts';
import { serviceExtras, vehicleSizes } from './price-list.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { reviews } from './reviews.ts';
import { services } from './services.ts';
import { siteSettings } from './site-settings.ts';
import { termsOfService } from './terms-of-service.ts';
import { video } from './video.ts';

/** Every seed document, in the order the dataset lists them (after the asset documents). */
export const seedDocuments: { _id: string; _type: string }[] = [
  siteSettings,
  homePage,
  video,
  aboutPage,
  interiorDetailPage,
  ...vehicleSizes,
  ...services,
  ...serviceExtras,
  ...faqs,
  ...gallery,
  ...beforeAfterPairs,
  ...reviews,
  privacyPolicy,
  termsOfService,
];
