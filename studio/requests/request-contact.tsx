import { CommentIcon } from '@sanity/icons/Comment';
import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { MobileDeviceIcon } from '@sanity/icons/MobileDevice';
import { UserIcon } from '@sanity/icons/User';
import { Button, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { LOCALE_TAGS } from '../../lib/constants';
import { replyLocale, replyMail } from '../../lib/i18n/reply-templates';
import { telHref, whatsappHref, type InboxRow } from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { serviceTitle, type SiteContent } from './site-content';

/**
 * The ways to answer: a reply mail in the visitor's language (signed with the business's name), a
 * call and WhatsApp when there is a number, and the person's data.
 */
export function RequestContact({
  request,
  site,
  onPersonData,
}: {
  request: InboxRow;
  site: SiteContent;
  onPersonData: (email: string) => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const reply = replyMail({
    name: request.name,
    email: request.email,
    language: request.language,
    serviceTitle: serviceTitle(site.services, request.service, replyLocale(request.language)),
    preferredDate: request.preferredDate,
    businessName: site.businessName,
  });
  const call = telHref(request.phone);
  const whatsapp = whatsappHref(request.phone);
  return (
    <Stack as="section" gap={3} aria-label={t('requests.contact')}>
      <Heading as="h3" size={1}>
        {t('requests.contact')}
      </Heading>
      <Flex gap={2} wrap="wrap">
        <Button
          as="a"
          href={reply.href}
          icon={EnvelopeIcon}
          tone="primary"
          text={t('requests.action.reply')}
          data-testid="request-reply"
        />
        {call ? (
          <Button as="a" href={call} mode="ghost" icon={MobileDeviceIcon} text={t('requests.action.call')} />
        ) : null}
        {whatsapp ? (
          <Button
            as="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            mode="ghost"
            icon={CommentIcon}
            text={t('requests.action.whatsapp')}
          />
        ) : null}
        <Button
          mode="bleed"
          icon={UserIcon}
          text={t('requests.person.button')}
          onClick={() => onPersonData(request.email)}
        />
      </Flex>
      <Text size={1} muted>
        {t('requests.action.reply-language', { language: LOCALE_TAGS[reply.locale].label })}
      </Text>
    </Stack>
  );
}
