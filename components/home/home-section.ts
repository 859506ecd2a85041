import { getEditTargets, singletonSource } from '@/lib/content';
import type { Locale } from '@/lib/constants';
import { HOME_SECTIONS } from '@/lib/seo/routes';

/** The home page's sections with a heading of their own in the home page document (`<name>Section`). */
type HeadedSection = 'services' | 'gallery' | 'reviews' | 'contact' | 'video';

/**
 * A home section's anchor (its heading is `<anchor>-title`) and its title's click-to-edit field, for
 * SectionShell. The video section has no place in the menu, so no entry in HOME_SECTIONS.
 */
export async function homeSection(name: HeadedSection, lang: Locale) {
  const edit = await getEditTargets(lang);
  return {
    id: name === 'video' ? name : HOME_SECTIONS[name],
    titleSource: edit(singletonSource('homePage'), `${name}Section.title`),
  };
}
