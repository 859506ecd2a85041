/** Where a page's first screen (the home hero, a page band) ends. */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * Rendered last inside a page's first screen. Chrome's first paint waits until the parser has
 * reached it (`<link rel="expect" blocking="render">`, which React hoists into <head>), so the
 * first paint shows the whole first screen, headline included. Without it, on a slow phone the
 * parser yields mid-document and the first frame has the header and the hero photo but no text:
 * the headline (the page's largest paint) came one or more frames later, after the first scripts
 * had run. Browsers without `rel=expect` ignore the link; if the marker never came, the paint
 * would wait only until the whole document is parsed.
 */
export function FirstScreenEnd() {
  return (
    <>
      <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
      <span id={FIRST_SCREEN_END_ID} hidden />
    </>
  );
}
