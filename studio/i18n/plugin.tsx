import { CheckmarkIcon } from '@sanity/icons/Checkmark';
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { Button, Stack, Text } from '@sanity/ui';
import { Menu, MenuButton, MenuItem } from '@sanity/ui/menu';
import { useMemo } from 'react';
import {
  defineLocaleResourceBundle,
  definePlugin,
  type FieldProps,
  type Locale,
  type NavbarProps,
  type ToolMenuProps,
  useLocale,
  useTranslation,
} from 'sanity';

import { useBackgroundNewRequestCount, useNewRequestCount } from '../requests/new-count';
import { useRequestsApi } from '../requests/requests-api';
import { REQUESTS_TOOL_NAME } from '../requests/tool-name';
import enUS from './en-US';
import { STUDIO_CATALOGS, STUDIO_LOCALE_IDS, STUDIO_NAMESPACE, type StudioMessageKey } from './messages';

/** The project's texts as Sanity resource bundles, one per Studio language. */
export const studioBundles = STUDIO_LOCALE_IDS.map((locale) =>
  defineLocaleResourceBundle({ locale, namespace: STUDIO_NAMESPACE, resources: STUDIO_CATALOGS[locale] }),
);

/** Tools the project configures whose titles it translates ("Vision" is a product name). */
const TOOL_TITLES: Record<string, StudioMessageKey> = {
  structure: 'tool.structure',
  presentation: 'tool.presentation',
  translations: 'tool.translations',
  [REQUESTS_TOOL_NAME]: 'tool.requests',
};

const rank = (id: string) => (STUDIO_LOCALE_IDS as readonly string[]).indexOf(id);

/** The Studio's languages in one order (Sanity's list is ordered for its default, see browser-locale.ts). */
function useStudioLocales() {
  const { locales, currentLocale, changeLocale } = useLocale();
  const ordered = useMemo(() => [...locales].sort((a, b) => rank(a.id) - rank(b.id)), [locales]);
  // Sanity's own choice: it stores the id for this browser (localStorage) and switches i18next.
  const choose = (locale: Locale) => void changeLocale(locale.id);
  return { locales: ordered, currentLocale, choose };
}

/** The language menu in the navbar, beside the user menu. */
function StudioLanguageMenu() {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const { locales, currentLocale, choose } = useStudioLocales();
  return (
    <MenuButton
      id="studio-language-menu"
      button={
        <Button
          mode="bleed"
          icon={EarthGlobeIcon}
          text={currentLocale.title}
          aria-label={t('language-menu.button-label', { language: currentLocale.title })}
        />
      }
      menu={
        <Menu aria-label={t('language-menu.title')}>
          {locales.map((locale) => (
            <MenuItem
              key={locale.id}
              lang={locale.id}
              text={locale.title}
              pressed={locale.id === currentLocale.id}
              iconRight={locale.id === currentLocale.id ? CheckmarkIcon : undefined}
              onClick={() => choose(locale)}
            />
          ))}
        </Menu>
      }
      popover={{ placement: 'bottom-end', portal: true }}
    />
  );
}

/** The same choice in the narrow-screen menu, where the navbar has no room for it. */
function StudioLanguageList() {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const { locales, currentLocale, choose } = useStudioLocales();
  return (
    <Stack as="section" gap={1} aria-label={t('language-menu.title')}>
      <Text size={1} muted>
        {t('language-menu.title')}
      </Text>
      {locales.map((locale) => (
        <Button
          key={locale.id}
          lang={locale.id}
          mode="bleed"
          justify="flex-start"
          text={locale.title}
          selected={locale.id === currentLocale.id}
          aria-pressed={locale.id === currentLocale.id}
          iconRight={locale.id === currentLocale.id ? CheckmarkIcon : undefined}
          onClick={() => choose(locale)}
        />
      ))}
    </Stack>
  );
}

/**
 * Sanity 6.16 ships its own language menu switched off (`LOCALE_SELECTION_DISABLED` in the user
 * menu and the narrow-screen menu), so the navbar gets one, through the navbar actions Sanity's own
 * Tasks plugin adds its button with.
 */
function NavbarWithLanguageMenu(props: NavbarProps) {
  const actions = useMemo(
    () => [
      ...(props.__internal_actions ?? []),
      { name: 'studio-language', location: 'topbar' as const, render: StudioLanguageMenu },
      { name: 'studio-language-list', location: 'sidebar' as const, render: StudioLanguageList },
    ],
    [props.__internal_actions],
  );
  return props.renderDefault({ ...props, __internal_actions: actions });
}

/** Each field description's key, found from its English text (the schema's, see description.ts). */
const DESCRIPTION_KEYS = new Map<string, StudioMessageKey>(
  Object.entries(enUS).flatMap(([key, text]) =>
    key.startsWith('description.') ? [[text, key as StudioMessageKey] as const] : [],
  ),
);

/** Every field, with its description in the Studio's language; a text the catalogs lack stays as it is. */
function FieldInStudioLanguage(props: FieldProps) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const key = props.description === undefined ? undefined : DESCRIPTION_KEYS.get(props.description);
  return props.renderDefault(key ? { ...props, description: t(key) } : props);
}

/**
 * Tool titles are plain strings in the config; the menu that shows them gets them in the chosen
 * language. The Requests tool's title carries the number of new requests (studio/requests/new-count.ts),
 * kept current in the background while the tool is in the menu (only administrators have it).
 */
function ToolMenuInStudioLanguage(props: ToolMenuProps) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const { api, hasToken } = useRequestsApi();
  const hasRequests = props.tools.some((tool) => tool.name === REQUESTS_TOOL_NAME);
  useBackgroundNewRequestCount(hasRequests && hasToken ? api : undefined);
  const newRequests = useNewRequestCount();
  const tools = useMemo(
    () =>
      props.tools.map((tool) => {
        if (tool.name === REQUESTS_TOOL_NAME && newRequests) {
          return { ...tool, title: t('tool.requests-new', { count: newRequests }) };
        }
        const key = TOOL_TITLES[tool.name];
        return key ? { ...tool, title: t(key) } : tool;
      }),
    [props.tools, t, newRequests],
  );
  return props.renderDefault({ ...props, tools });
}

/**
 * The project's own Studio texts in the Studio's languages (bundles of studio/i18n), the language
 * menu, tool titles and field descriptions in the chosen language. The languages themselves come
 * from Sanity's locale plugins in sanity.config.ts.
 */
export const studioLocalization = definePlugin({
  name: 'caparica-studio-localization',
  i18n: { bundles: studioBundles },
  studio: { components: { navbar: NavbarWithLanguageMenu, toolMenu: ToolMenuInStudioLanguage } },
  form: { components: { field: FieldInStudioLanguage } },
});
