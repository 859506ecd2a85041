import { Box, Grid, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { LOCALE_TAGS } from '../../lib/constants';
import { mailtoHref } from '../../lib/i18n/reply-templates';
import type { InboxRow } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { DetailField } from './detail-field';
import { calendarDate, contentLocale, lisbonTime } from './format';
import { requestPriceTexts } from './request-prices';
import { serviceTitle, type ServiceTitles } from './site-content';

/**
 * Every field the visitor gave (the size and extras with the estimate stored with them), and the
 * request's times in Lisbon; the message below, as written.
 */
export function RequestFields({
  request,
  services,
  localeId,
}: {
  request: InboxRow;
  services: ServiceTitles;
  localeId: string;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const notGiven = <Text muted>{t('requests.field.not-given')}</Text>;
  const received = lisbonTime(request.createdAt, localeId);
  const lastContact = lisbonTime(request.lastContactAt, localeId);
  const prices = requestPriceTexts(request, localeId, (key, values) => t(key, values));
  return (
    <>
      <Grid as="dl" gridTemplateColumns={[1, 1, 2]} gap={4} style={{ margin: 0 }}>
        <DetailField label={t('requests.field.email')}>
          <Text>
            <a href={mailtoHref(request.email)}>{request.email}</a>
          </Text>
        </DetailField>
        <DetailField label={t('requests.field.phone')}>
          {request.phone ? <Text>{request.phone}</Text> : notGiven}
        </DetailField>
        <DetailField label={t('requests.filter.service')}>
          {request.service ? <Text>{serviceTitle(services, request.service, contentLocale(localeId))}</Text> : notGiven}
        </DetailField>
        <DetailField label={t('requests.field.vehicle')}>
          {request.vehicle ? <Text>{request.vehicle}</Text> : notGiven}
        </DetailField>
        <DetailField label={t('requests.field.vehicle-size')}>
          {prices.size ? <Text data-testid="request-detail-vehicle-size">{prices.size}</Text> : notGiven}
        </DetailField>
        <DetailField label={t('requests.field.extras')}>
          {prices.extras.length > 0 ? (
            <Stack
              as="ul"
              gap={2}
              data-testid="request-detail-extras"
              style={{ margin: 0, padding: 0, listStyle: 'none' }}
            >
              {prices.extras.map((extra) => (
                <Box as="li" key={extra}>
                  <Text>{extra}</Text>
                </Box>
              ))}
            </Stack>
          ) : (
            notGiven
          )}
        </DetailField>
        <DetailField label={t('requests.field.estimate')}>
          {prices.estimate.length > 0 ? (
            <Stack gap={2} data-testid="request-detail-estimate">
              {prices.estimate.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          ) : (
            notGiven
          )}
        </DetailField>
        <DetailField label={t('requests.field.preferred-date')}>
          {request.preferredDate ? <Text>{calendarDate(request.preferredDate, localeId)}</Text> : notGiven}
        </DetailField>
        <DetailField label={t('requests.field.language')}>
          <Text data-testid="request-detail-language" data-language={request.language ?? ''}>
            {request.language && request.language in LOCALE_TAGS
              ? LOCALE_TAGS[request.language as keyof typeof LOCALE_TAGS].label
              : t('requests.field.language-unknown')}
          </Text>
        </DetailField>
        <DetailField label={t('requests.field.received')}>
          <Text>{received ? t('requests.lisbon-time', { time: received }) : ''}</Text>
        </DetailField>
        <DetailField label={t('requests.field.last-contact')}>
          {lastContact ? <Text>{t('requests.lisbon-time', { time: lastContact })}</Text> : notGiven}
        </DetailField>
      </Grid>
      <DetailField label={t('requests.field.message')}>
        {request.message ? (
          <Text>
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</span>
          </Text>
        ) : (
          notGiven
        )}
      </DetailField>
    </>
  );
}
