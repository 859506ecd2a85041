import { defineQuery } from 'next-sanity';

/**
 * Every GROQ query of the site. Each resolves the visitor's language inside the query with an
 * English fallback (`coalesce(field[$lang], field.en)`), so components receive plain strings.
 * Fragments are plain string constants so typegen can still read the queries. Services, gallery
 * images and questions come in their `orderRank`, the place the Studio's drag-and-drop lists
 * give them (`_id` only settles a tie), and so do before and after pairs.
 */

const published = `!(_id in path("drafts.**"))`;

const imageFields = `{
  _key,
  "alt": coalesce(alt[$lang], alt.en),
  hotspot,
  crop,
  "asset": asset->{
    _id,
    url,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height,
    "lqip": metadata.lqip
  }
}`;

const sectionHeadingFields = `{
  "eyebrow": coalesce(eyebrow[$lang], eyebrow.en),
  "title": coalesce(title[$lang], title.en),
  "intro": coalesce(intro[$lang], intro.en)
}`;

const textBlockFields = `{
  "title": coalesce(title[$lang], title.en),
  "body": coalesce(body[$lang], body.en)
}`;

const hoursFields = `{
  _key,
  "days": coalesce(days[$lang], days.en),
  "hours": coalesce(hours[$lang], hours.en)
}`;

/**
 * A review's text in its original language (`originalLanguage`: en, pt or uk). GROQ reads an
 * attribute named by a field only through a literal, hence the `select`.
 */
const reviewOriginalText = `select(originalLanguage == "en" => text.en, originalLanguage == "pt" => text.pt, originalLanguage == "uk" => text.uk)`;

/** Whether a review has its text in the page's language ($lang). */
const reviewInPageLanguage = `(defined(text[$lang]) && text[$lang] != "")`;

/**
 * The reviews the site shows: published, with their original text and a rating in range. The
 * section, its header and footer link and the service pages all count the same ones.
 */
const shownReview = `_type == "review" && ${published} && defined(${reviewOriginalText}) && ${reviewOriginalText} != "" && rating in 1..5`;

const seoFields = `{
  "title": coalesce(title[$lang], title.en),
  "description": coalesce(description[$lang], description.en),
  "image": image{ "asset": asset->{ url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }
}`;

/** The settings every page's header and footer read; `reviewsLink`: the owner's switch, while reviews are shown. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  businessName,
  "tagline": coalesce(tagline[$lang], tagline.en),
  "description": coalesce(description[$lang], description.en),
  phone,
  email,
  whatsappNumber,
  address,
  "locationLabel": coalesce(locationLabel[$lang], locationLabel.en),
  mapQuery,
  geo,
  serviceRadiusMeters,
  foundingYear,
  priceRange,
  "contactHours": contactHours[]${hoursFields},
  "footerHours": footerHours[]${hoursFields},
  "openingHours": openingHours[]{ _key, days, opens, closes },
  "heroStats": heroStats[]{ _key, value, "label": coalesce(label[$lang], label.en) },
  "socialLinks": socialLinks[]{ _key, network, url },
  legalName,
  nif,
  tradeRegister{ office, number },
  registeredAddress,
  "disputeResolution": disputeResolution[]{ _key, name, url },
  freeDeliveryThresholdEur,
  "collectionNotice": coalesce(collectionNotice[$lang], collectionNotice.en),
  "paidCollectionTitle": coalesce(paidCollectionTitle[$lang], paidCollectionTitle.en),
  "paidCollectionAreas": paidCollectionAreas[]{ _key, "label": coalesce(@[$lang], @.en) },
  "towTruckNote": coalesce(towTruckNote[$lang], towTruckNote.en),
  "whyChooseUsTitle": coalesce(whyChooseUsTitle[$lang], whyChooseUsTitle.en),
  "whyChooseUs": whyChooseUs[]{
    _key,
    "title": coalesce(title[$lang], title.en),
    "description": coalesce(description[$lang], description.en)
  },
  copyrightYear,
  vatRegime,
  "reviewsLink": showReviewsLink == true && count(*[${shownReview}]) > 0,
  "seo": seo${seoFields}
}`);

export const homePageQuery = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    "hero": hero{
      "title": coalesce(title[$lang], title.en),
      "description": coalesce(description[$lang], description.en),
      "image": image${imageFields}
    },
    "servicesSection": servicesSection${sectionHeadingFields},
    "gallerySection": gallerySection${sectionHeadingFields},
    "beforeAfterSection": beforeAfterSection${sectionHeadingFields},
    "reviewsSection": reviewsSection${sectionHeadingFields},
    "reviewsNote": coalesce(reviewsNote[$lang], reviewsNote.en),
    "videoSection": videoSection${sectionHeadingFields},
    "contactSection": contactSection${sectionHeadingFields},
    "seo": seo${seoFields}
  },
  "services": *[_type == "service" && ${published}] | order(orderRank asc, _id asc){
    _id,
    value,
    "title": coalesce(title[$lang], title.en),
    "summary": coalesce(summary[$lang], summary.en),
    "description": coalesce(description[$lang], description.en),
    "detailPageSlug": *[_type == "servicePage" && ${published} && service._ref == ^._id][0].slug.current,
    "image": image${imageFields}
  },
  "gallery": *[_type == "galleryImage" && ${published}] | order(orderRank asc, _id asc){
    _id,
    "caption": coalesce(caption[$lang], caption.en),
    "image": image${imageFields}
  },
  "video": *[_type == "video" && _id == "video"][0]{
    "title": coalesce(title[$lang], title.en),
    "caption": coalesce(caption[$lang], caption.en),
    "file": file.asset->{ url, mimeType },
    "poster": poster${imageFields}
  }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  "title": coalesce(title[$lang], title.en),
  "intro": coalesce(intro[$lang], intro.en),
  "whoWeAre": whoWeAre${textBlockFields},
  "whatWeDo": whatWeDo${textBlockFields},
  "images": images[]${imageFields},
  "cta": cta{ "title": coalesce(title[$lang], title.en), "text": coalesce(text[$lang], text.en) },
  "seo": seo${seoFields}
}`);

/** A service's own page, by its slug (null when none is published there). */
export const servicePageQuery = defineQuery(`*[_type == "servicePage" && slug.current == $slug && ${published}][0]{
  _id,
  _type,
  "slug": slug.current,
  "menuTitle": coalesce(menuTitle[$lang], menuTitle.en),
  "hero": hero{
    "title": coalesce(title[$lang], title.en),
    "subtitle": coalesce(subtitle[$lang], subtitle.en),
    "image": image${imageFields}
  },
  "description": description${textBlockFields},
  "whyItMatters": whyItMatters${textBlockFields},
  "included": included{
    "title": coalesce(title[$lang], title.en),
    "items": items[]{
      _key,
      "title": coalesce(title[$lang], title.en),
      "description": coalesce(description[$lang], description.en)
    }
  },
  "idealFor": idealFor{
    "title": coalesce(title[$lang], title.en),
    "items": items[]{ _key, "label": coalesce(@[$lang], @.en) }
  },
  "schedule": schedule{
    "title": coalesce(title[$lang], title.en),
    "areas": areas[]{ _key, "label": coalesce(@[$lang], @.en) },
    durationHours,
    "durationNote": coalesce(durationNote[$lang], durationNote.en)
  },
  "beforeAfterSection": beforeAfterSection${sectionHeadingFields},
  "reviewsSection": reviewsSection${sectionHeadingFields},
  "reviewsNote": *[_type == "homePage" && _id == "homePage"][0]{ "note": coalesce(reviewsNote[$lang], reviewsNote.en) }.note,
  "faqSection": faqSection${sectionHeadingFields},
  "relatedLinks": relatedLinks{
    "title": coalesce(title[$lang], title.en),
    "links": links[]{ _key, href, "label": coalesce(label[$lang], label.en) }
  },
  "service": service->{
    value,
    "title": coalesce(title[$lang], title.en)
  },
  "seo": seo${seoFields}
}`);

/**
 * The price list's parts both of its queries read alike: the business's VAT regime and free-collection
 * threshold, each service's
 * price per size class (`size`: the class's id, its key), the classes and the extras in the owner's
 * order. The labels differ: the site's in one language, the booking database's in all three.
 */
const priceListSettings = `*[_type == "siteSettings" && _id == "siteSettings"][0]`;
const priceListServices = `*[_type == "service" && ${published}] | order(orderRank asc, _id asc){
    value,
    "prices": prices[]{ "size": size._ref, price, onRequest }
  }`;
const vehicleSizes = `*[_type == "vehicleSize" && ${published}] | order(orderRank asc, _id asc)`;
const serviceExtras = `*[_type == "serviceExtra" && ${published}] | order(orderRank asc, _id asc)`;

/** The price list in the visitor's language (lib/content/price-list.ts makes it a PriceList). */
export const priceListQuery = defineQuery(`{
  "vatRegime": ${priceListSettings}.vatRegime,
  "freeCollectionOverEur": ${priceListSettings}.freeDeliveryThresholdEur,
  "sizes": ${vehicleSizes}{
    _id,
    "label": coalesce(title[$lang], title.en),
    "examples": coalesce(examples[$lang], examples.en)
  },
  "services": ${priceListServices},
  "extras": ${serviceExtras}{
    _id,
    "label": coalesce(title[$lang], title.en),
    price,
    "services": services[]->value
  }
}`);

/** The price list with its labels in every language: the copy the booking database computes estimates from. */
export const bookingPriceListQuery = defineQuery(`{
  "vatRegime": ${priceListSettings}.vatRegime,
  "freeCollectionOverEur": ${priceListSettings}.freeDeliveryThresholdEur,
  "sizes": ${vehicleSizes}{
    _id,
    "label": title{ en, pt, uk },
    "examples": examples{ en, pt, uk }
  },
  "services": ${priceListServices},
  "extras": ${serviceExtras}{
    _id,
    "label": title{ en, pt, uk },
    price,
    "services": services[]->value
  }
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug && ${published}][0]{
  _id,
  "slug": slug.current,
  "title": coalesce(title[$lang], title.en),
  "body": coalesce(body[$lang], body.en),
  lastUpdated
}`);

/** The published service pages, in the order of their services (the header's Services menu). */
export const servicePagesQuery = defineQuery(`*[_type == "servicePage" && ${published} && defined(slug.current)]
  | order(service->orderRank asc, _id asc){
  "slug": slug.current,
  "menuTitle": coalesce(menuTitle[$lang], menuTitle.en)
}`);

/** The frequently asked questions about one service (its booking value), in their order. */
export const serviceFaqsQuery =
  defineQuery(`*[_type == "faq" && service->value == $service && ${published}] | order(orderRank asc, _id asc){
  _id,
  "question": coalesce(question[$lang], question.en),
  "answer": coalesce(answer[$lang], answer.en)
}`);

/**
 * Before and after pairs in their order: every pair (`$service` null) or one service's (its booking
 * value), each with its service, caption and both photos.
 */
export const beforeAfterPairsQuery =
  defineQuery(`*[_type == "beforeAfterPair" && ${published} && (!defined($service) || service->value == $service)] | order(orderRank asc, _id asc){
  _id,
  "service": service->{ value, "title": coalesce(title[$lang], title.en) },
  "caption": coalesce(caption[$lang], caption.en),
  "before": before${imageFields},
  "after": after${imageFields}
}`);

/**
 * Customer reviews in the owner's order, all of them (`$service` null) or those about one service
 * (its booking value). The text is in the page's language where it has one, else in the review's
 * original language, with `untranslated` saying so and `textLanguage` which language it is in (the
 * page marks it and sets the element's `lang`).
 */
export const reviewsQuery =
  defineQuery(`*[${shownReview} && ($service == null || service->value == $service)] | order(orderRank asc, _id asc){
  _id,
  name,
  vehicle,
  "service": service->{ value, "title": coalesce(title[$lang], title.en) },
  rating,
  date,
  source,
  "text": select(${reviewInPageLanguage} => text[$lang], ${reviewOriginalText}),
  "textLanguage": select(${reviewInPageLanguage} => $lang, originalLanguage),
  "untranslated": !${reviewInPageLanguage}
}`);

/** Every content document (`$types`: the schema's document types) with its update time. */
export const sitemapQuery = defineQuery(`*[_type in $types && ${published}]{
  _type,
  _updatedAt,
  "slug": slug.current
}`);

/**
 * The titles the booking mails give a service: in the visitor's language and in English (the
 * owner's mail). The notification function runs its own copy (supabase/functions/…/service-titles.ts).
 */
export const serviceMailTitlesQuery = defineQuery(`*[_type == "service" && value == $service && ${published}][0]{
  "visitor": coalesce(title[$lang], title.en),
  "owner": title.en
}`);

/**
 * What the mails about an appointment say besides the appointment, in the visitor's language: the
 * owner's cut-off and reminder lead, the next steps and the withdrawal notice, the business's
 * identity and address, and the services' titles (the request names its service by value); and the
 * review request's settings, which the "done" of the same request mails with that identity.
 */
export const appointmentContentQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    businessName,
    legalName,
    nif,
    phone,
    email,
    address,
    mapQuery,
    "cutoffHours": appointments.cancellationCutoffHours,
    "reminderLeadHours": appointments.reminderLeadHours,
    "nextSteps": coalesce(appointments.nextSteps[$lang], appointments.nextSteps.en),
    "withdrawal": coalesce(appointments.withdrawalNotice[$lang], appointments.withdrawalNotice.en),
    "reviewDelayHours": reviewRequests.delayHours,
    "reviewLinkValidDays": reviewRequests.linkValidDays,
    "googleReviewUrl": reviewRequests.googleReviewUrl,
    vatRegime
  },
  "services": *[_type == "service" && ${published}]{ value, "title": coalesce(title[$lang], title.en) }
}`);

/** Whether the review document `$id` is published (read with drafts, `raw`: the id itself, not its draft). */
export const bookingReviewPublishedQuery = defineQuery(`defined(*[_id == $id][0]._id)`);

/**
 * What saving a booking's review draft must know first, read by its write client with drafts
 * (`raw`): whether the review is published ($id: the owner's word is final), the draft's revision
 * (null: none yet), the published service document with the booking's value, and the last place
 * in the owner's list of reviews (drafts too, as the Studio's list ranks a new one after it).
 */
export const bookingReviewStateQuery = defineQuery(`{
  "published": defined(*[_id == $id][0]._id),
  "draftRevision": *[_id == $draftId][0]._rev,
  "serviceId": *[_type == "service" && defined($service) && value == $service && ${published}][0]._id,
  "lastRank": *[_type == "review" && defined(orderRank)] | order(orderRank desc)[0].orderRank
}`);
