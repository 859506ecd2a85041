import type { Locator } from '@playwright/test';

/**
 * Once the page's scroll has come to rest (scrollY unchanged for 200 ms), the element's top in the
 * viewport and its scroll margin: an anchored section should rest with the first at the second.
 */
export const restingPosition = (target: Locator) =>
  target.evaluate(async (element) => {
    for (let last = NaN; last !== window.scrollY;) {
      last = window.scrollY;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { top: element.getBoundingClientRect().top, margin: parseFloat(getComputedStyle(element).scrollMarginTop) };
  });
