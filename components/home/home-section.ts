import { HOME_SECTIONS } from '@/lib/seo/routes';

/** The home page's sections with a heading of their own in the home page document (`<name>Section`). */
type HeadedSection = 'services' | 'gallery' | 'reviews' | 'contact' | 'video';

/**
 * A home section's anchor (its heading is `<anchor>-title`), for SectionShell. The video section
 * has no place in the menu, so no entry in HOME_SECTIONS.
 */
export function homeSection(name: HeadedSection) {
  return { id: name === 'video' ? name : HOME_SECTIONS[name] };
}
