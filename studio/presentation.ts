import { defineDocuments, presentationTool } from 'sanity/presentation';
import { SERVICE_PAGES_BASE, SITE_PAGES } from '../lib/seo/routes';
import { documentLocations } from './document-locations';

/** The document the preview opens beside each page. */
const MAIN_DOCUMENTS = defineDocuments([
  { route: SITE_PAGES.home, filter: `_type == "homePage" && _id == "homePage"` },
  { route: SITE_PAGES.about, filter: `_type == "aboutPage" && _id == "aboutPage"` },
  { route: `${SERVICE_PAGES_BASE}/:slug`, filter: `_type == "servicePage" && slug.current == $slug` },
  { route: '/:slug', filter: `_type == "legalPage" && slug.current == $slug` },
]);

/**
 * The Presentation tool: the site's pages beside the document being edited, in the owner's
 * preview (draft mode through /api/draft-mode/enable), on this origin, hosted or local alike.
 */
export const presentation = presentationTool({
  title: 'Preview',
  previewUrl: {
    initial: SITE_PAGES.home,
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  resolve: { locations: documentLocations, mainDocuments: MAIN_DOCUMENTS },
});
