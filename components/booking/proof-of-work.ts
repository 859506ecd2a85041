import type { AltchaWidgetElement } from 'altcha';
import { BOOKING_CHALLENGE_TTL_SECONDS, type Locale } from '@/lib/constants';

/** The site's challenge endpoint (app/api/booking-challenge): same origin, nothing third-party. */
export const BOOKING_CHALLENGE_PATH = '/api/booking-challenge';

/** The widget's own texts (read to assistive technology if it ever shows), per site language. */
const LOAD_TRANSLATIONS: Record<Locale, () => Promise<unknown>> = {
  en: async () => {},
  pt: () => import('altcha/i18n/pt-pt'),
  uk: () => import('altcha/i18n/uk'),
};
const WIDGET_LANGUAGE: Record<Locale, string> = { en: 'en', pt: 'pt-pt', uk: 'uk' };
/** A solution this close to its challenge's expiry is replaced before it is sent. */
const EXPIRY_MARGIN_MS = 60_000;

interface Solved {
  payload: string;
  usableUntil: number;
}

export interface ProofOfWork {
  /** Starts solving in the background (the visitor reached the form); idempotent. */
  start(): void;
  /** The solution for this fill: waits for the one under way, or solves a fresh one. */
  payload(): Promise<string>;
  /** The last solution was sent with a request: the next fill needs a new challenge. */
  spent(): void;
}

/**
 * The booking form's proof of work: the ALTCHA widget, invisible (no puzzle), solving the site's
 * signed challenge in Web Workers while the visitor types. Loaded on the first focus in the form,
 * so visitors who never book never download it.
 */
export function createProofOfWork(host: HTMLElement, lang: Locale): ProofOfWork {
  let widget: Promise<AltchaWidgetElement> | undefined;
  let solving: Promise<Solved> | undefined;

  const mount = () =>
    (widget ??= (async () => {
      await Promise.all([import('altcha'), LOAD_TRANSLATIONS[lang]()]);
      const element = document.createElement('altcha-widget');
      element.setAttribute('challenge', BOOKING_CHALLENGE_PATH);
      element.setAttribute('auto', 'off');
      element.setAttribute('display', 'invisible');
      element.setAttribute('language', WIDGET_LANGUAGE[lang]);
      // Its methods exist once the widget has mounted, which it announces with `load`.
      const mounted = new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
      host.append(element);
      await mounted;
      return element;
    })());

  const solve = (): Promise<Solved> => {
    const attempt = (async () => {
      const element = await mount();
      element.reset();
      const fetchedAt = Date.now();
      // No minimum duration: nothing is shown, so there is no spinner to keep on screen.
      const result = await element.verify({ minDuration: 0 });
      if (!result?.payload) throw new Error('The booking challenge could not be solved');
      return {
        payload: result.payload,
        usableUntil: fetchedAt + BOOKING_CHALLENGE_TTL_SECONDS * 1000 - EXPIRY_MARGIN_MS,
      };
    })();
    solving = attempt;
    // A failed attempt is forgotten, so the next call tries again.
    attempt.catch(() => {
      if (solving === attempt) solving = undefined;
    });
    return attempt;
  };

  return {
    start() {
      if (!solving) void solve().catch(() => {});
    },
    async payload() {
      const solved = await (solving ?? solve());
      return solved.usableUntil > Date.now() ? solved.payload : (await solve()).payload;
    },
    spent() {
      solving = undefined;
    },
  };
}
