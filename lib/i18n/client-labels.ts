import type { MessageId } from './messages';
import { keepPlaceholders } from './templates';

/**
 * The UI strings each Client Component receives as props, formatted on the server with
 * `pickMessages` (./server): the browser gets plain text and no ICU runtime or catalog.
 * A plain module, so Server Components can read the lists (a 'use client' file's exports can't be).
 */
export const CLIENT_LABEL_IDS = {
  gallery: [
    'gallery.carousel',
    'gallery.previous',
    'gallery.next',
    'gallery.thumbnails',
    'gallery.imageFailed',
    // Templates, one per slide once filled in (./templates).
    'gallery.slide',
    'gallery.status',
    'gallery.thumbnail',
  ],
  // A template: each comparison fills in its shares as it moves (./templates).
  beforeAfter: ['beforeAfter.position'],
  video: ['video.play', 'video.pause', 'video.unsupported'],
  map: ['home.map.show', 'home.map.privacyNote'],
  bookingForm: [
    'booking.formTitle',
    'booking.name',
    'booking.email',
    'booking.phone',
    'booking.service',
    'booking.selectService',
    'booking.vehicle',
    'booking.vehiclePlaceholder',
    'booking.preferredDate',
    'booking.message',
    'booking.messagePlaceholder',
    'booking.required',
    'booking.submit',
    'booking.sending',
    'booking.errorTitle',
    'booking.errorDescription',
    'booking.savedTitle',
    'booking.savedDescription',
    'booking.successTitle',
    'booking.successDescription',
    'booking.closeNotification',
    'booking.notifications',
    'booking.vehicleSize',
    'booking.selectVehicleSize',
    'booking.extras',
    // Templates the form fills in as the visitor chooses (./templates), with the regime's wording.
    'booking.estimate',
    'booking.estimateFreeCollection',
    'price.vatIncluded',
    'price.vatExempt',
    'booking.estimateOnRequest',
    'booking.estimateHint',
    'booking.pricesChanged',
    'booking.refusal.unknownSize',
    'booking.refusal.unknownExtra',
    'booking.refusal.extrasNeedService',
  ],
} as const satisfies Record<string, readonly MessageId[]>;

export type ClientLabels<Island extends keyof typeof CLIENT_LABEL_IDS> = Record<
  (typeof CLIENT_LABEL_IDS)[Island][number],
  string
>;

/** The placeholders the gallery's templates keep for the carousel to fill in. */
export const GALLERY_TEMPLATE_VALUES = keepPlaceholders(['current', 'total', 'index', 'alt']);

/** The placeholders the before and after comparison's template keeps for its slider to fill in. */
export const BEFORE_AFTER_TEMPLATE_VALUES = keepPlaceholders(['before', 'after']);

/** The placeholders the booking form's estimate keeps for the form to fill in as the visitor chooses. */
export const BOOKING_ESTIMATE_TEMPLATE_VALUES = keepPlaceholders(['amount', 'vat']);
