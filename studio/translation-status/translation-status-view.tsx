import { useLanguageFilterStudioContext } from '@sanity/language-filter';
import { Badge, Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { useEffect, useMemo, useState } from 'react';
import { pathToString, Preview, type SanityDocument, useDocumentStore, useSchema, useTranslation } from 'sanity';
import { IntentLink } from 'sanity/router';

import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '../../lib/constants';
import { schemaTypes } from '../../schemas';
import { TRANSLATION_LOCALES } from '../../schemas/lib/translation-source';
import { STUDIO_NAMESPACE, type StudioMessageKey } from '../i18n/messages';
import { localeFieldPaths } from '../locale-fields';
import { type TranslationIssue, translationIssues, type TranslationState } from './translation-issues';

const LOCALE_FIELDS = localeFieldPaths(schemaTypes);
const DOCUMENT_TYPES = [...new Set(LOCALE_FIELDS.map((field) => field.documentType))];
/** Every document with translatable fields; run in the `drafts` perspective (a draft stands in for its published document). */
const QUERY = '*[_type in $types] | order(orderRank asc, _id asc)';

const STATE_BADGES: Record<TranslationState, { text: StudioMessageKey; tone: 'caution' | 'critical' }> = {
  missing: { text: 'translations.state.missing', tone: 'critical' },
  stale: { text: 'translations.state.stale', tone: 'caution' },
};
/** A stale translation of a text not written in English (a review): its original changed. */
const STALE_ORIGINAL: StudioMessageKey = 'translations.state.stale-original';

/**
 * What is left to translate: per language, every field whose translation is missing or older than
 * its source (English; a review's original language), as the translator is editing it (drafts
 * included), live. The languages shown are those chosen in the language filter, and choosing them
 * here changes the filter too, so a field opened from this list is always visible in its form
 * (English always is; review forms show every language, see studio/locale-fields.ts).
 */
export function TranslationStatusView() {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const documentStore = useDocumentStore();
  const { selectedLanguageIds, setSelectedLanguageIds } = useLanguageFilterStudioContext();
  const [documents, setDocuments] = useState<SanityDocument[] | undefined>();
  const [error, setError] = useState<Error | undefined>();

  useEffect(() => {
    const subscription = documentStore
      .listenQuery(QUERY, { types: DOCUMENT_TYPES }, { perspective: 'drafts', tag: 'translation-status' })
      .subscribe({ next: setDocuments, error: setError });
    return () => subscription.unsubscribe();
  }, [documentStore]);

  const issues = useMemo(() => {
    const inSchemaOrder = [...(documents ?? [])].sort(
      (a, b) => DOCUMENT_TYPES.indexOf(a._type) - DOCUMENT_TYPES.indexOf(b._type),
    );
    // Every language: a review written in Portuguese or Ukrainian is translated into English too.
    return translationIssues(inSchemaOrder, LOCALE_FIELDS, LOCALES);
  }, [documents]);

  // English is always in the forms (the language filter's default), so it is listed whenever it has
  // something to translate (only reviews written in another language do), and cannot be hidden.
  const englishCount = issues.filter((issue) => issue.locale === DEFAULT_LOCALE).length;
  const shown = [
    ...(englishCount > 0 ? [DEFAULT_LOCALE] : []),
    ...TRANSLATION_LOCALES.filter((locale) => selectedLanguageIds.includes(locale)),
  ];
  const toggle = (locale: Locale) =>
    setSelectedLanguageIds([
      DEFAULT_LOCALE,
      ...TRANSLATION_LOCALES.filter((other) => (other === locale) !== shown.includes(other)),
    ]);
  const languageButtons = englishCount > 0 ? LOCALES : TRANSLATION_LOCALES;

  return (
    <Card height="fill" overflow="auto">
      <Container width={2} padding={4}>
        <Stack gap={5}>
          <Stack gap={3}>
            <Heading as="h1" size={2}>
              {t('translations.heading')}
            </Heading>
            <Text muted size={1}>
              {t('translations.intro')}
            </Text>
          </Stack>
          <Flex gap={2} role="group" aria-label={t('translations.languages')}>
            {languageButtons.map((locale) => (
              <Button
                key={locale}
                mode={shown.includes(locale) ? 'default' : 'ghost'}
                tone={shown.includes(locale) ? 'primary' : 'default'}
                aria-pressed={shown.includes(locale)}
                disabled={locale === DEFAULT_LOCALE}
                onClick={() => toggle(locale)}
              >
                <Flex gap={2} align="center">
                  <Text size={1}>{LOCALE_TAGS[locale].label}</Text>
                  <Badge data-testid={`translation-count-${locale}`}>
                    {documents ? issues.filter((issue) => issue.locale === locale).length : '…'}
                  </Badge>
                </Flex>
              </Button>
            ))}
          </Flex>
          {error ? (
            <Text>{t('translations.read-error', { message: error.message })}</Text>
          ) : !documents ? (
            <Spinner muted />
          ) : shown.length === 0 ? (
            <Text muted>{t('translations.choose-language')}</Text>
          ) : (
            shown.map((locale) => (
              <LanguageSection
                key={locale}
                locale={locale}
                issues={issues.filter((issue) => issue.locale === locale)}
              />
            ))
          )}
        </Stack>
      </Container>
    </Card>
  );
}

function LanguageSection({ locale, issues }: { locale: Locale; issues: TranslationIssue[] }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const byDocument = Map.groupBy(issues, (issue) => issue.documentId);
  const label = LOCALE_TAGS[locale].label;
  return (
    <Stack as="section" gap={3} aria-label={label} data-testid={`translation-status-${locale}`}>
      <Heading as="h2" size={1}>
        {issues.length === 0
          ? t('translations.section.done', { language: label })
          : t('translations.section.count', { language: label, number: issues.length })}
      </Heading>
      {[...byDocument.values()].map((documentIssues) => (
        <DocumentIssues key={documentIssues[0]!.documentId} issues={documentIssues} />
      ))}
    </Stack>
  );
}

function DocumentIssues({ issues }: { issues: TranslationIssue[] }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const schema = useSchema();
  const { documentId, documentType } = issues[0]!;
  const schemaType = schema.get(documentType);
  return (
    <Card border radius={2} padding={2} data-testid="translation-document" data-document-id={documentId}>
      <Stack gap={1}>
        {schemaType ? <Preview schemaType={schemaType} value={{ _id: documentId, _type: documentType }} /> : null}
        {issues.map((issue) => {
          const path = pathToString([...issue.path, issue.locale]);
          const badge = STATE_BADGES[issue.state];
          const badgeText =
            issue.state === 'stale' && issue.source !== DEFAULT_LOCALE
              ? t(STALE_ORIGINAL, { language: LOCALE_TAGS[issue.source].label })
              : t(badge.text);
          return (
            <IntentLink
              key={path}
              intent="edit"
              params={{ id: documentId, type: documentType, path }}
              data-testid="translation-issue"
              data-path={path}
              data-state={issue.state}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Card padding={2} radius={2} tone="inherit">
                <Flex gap={3} align="center">
                  <Box flex={1}>
                    <Text size={1}>{issue.label}</Text>
                  </Box>
                  <Badge tone={badge.tone}>{badgeText}</Badge>
                </Flex>
              </Card>
            </IntentLink>
          );
        })}
      </Stack>
    </Card>
  );
}
