import { defineDocuments, presentationTool } from 'sanity/presentation';
import { SITE_PAGES } from '../lib/seo/routes';
import { DOCUMENT_LOCATIONS } from './document-locations';

/** The document the preview opens beside each page. */
const MAIN_DOCUMENTS = defineDocuments([
  { route: SITE_PAGES.home, filter: `_type == "homePage" && _id == "homePage"` },
  { route: SITE_PAGES.about, filter: `_type == "aboutPage" && _id == "aboutPage"` },
  { route: SITE_PAGES.interiorDetail, filter: `_type == "interiorDetailPage" && _id == "interiorDetailPage"` },
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
  resolve: { locations: DOCUMENT_LOCATIONS, mainDocuments: MAIN_DOCUMENTS },
});
