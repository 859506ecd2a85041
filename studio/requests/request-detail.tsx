import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { CommentIcon } from '@sanity/icons/Comment';
import { MobileDeviceIcon } from '@sanity/icons/MobileDevice';
import { UserIcon } from '@sanity/icons/User';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Spinner, Stack, Text, TextArea } from '@sanity/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentLocale, useTranslation } from 'sanity';

import { LOCALE_TAGS } from '../../lib/constants';
import { mailtoHref, replyLocale, replyMail } from '../../lib/i18n/reply-templates';
import {
  REQUEST_STATUS_VALUES,
  telHref,
  whatsappHref,
  type InboxRow,
  type RequestDetailAnswer,
  type RequestStatusValue,
  type StatusChange,
} from '../../lib/booking/studio/index';
import { STUDIO_NAMESPACE } from '../i18n/messages';
import { calendarDate, contentLocale, lisbonTime, STATUS_TONES } from './format';
import { RequestsApiError, type RequestsApi } from './requests-api';
import { serviceTitle, type SiteContent } from './site-content';
import { useVisiblePolling } from './use-visible-polling';

type NoteState = 'idle' | 'saving' | 'saved' | { error: string };

const message = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * One request: every field (times in Lisbon), the visitor's language, what was mailed, one-click
 * status buttons, the owner's note (saved when the field loses focus), the history of changes,
 * and the ways to answer: a reply in the visitor's language, a call, WhatsApp.
 */
export function RequestDetail({
  id,
  api,
  site,
  onChanged,
  onPersonData,
}: {
  id: string;
  api: RequestsApi;
  site: SiteContent;
  onChanged: () => void;
  onPersonData: (email: string) => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const locale = useCurrentLocale();
  const [detail, setDetail] = useState<RequestDetailAnswer | undefined>();
  const [error, setError] = useState<{ status?: number; message: string } | undefined>();
  const [statusError, setStatusError] = useState<string | undefined>();
  const [changingTo, setChangingTo] = useState<RequestStatusValue | undefined>();
  const [note, setNote] = useState('');
  const [noteState, setNoteState] = useState<NoteState>('idle');
  const editingNote = useRef(false);

  const show = useCallback((next: RequestDetailAnswer) => {
    setDetail(next);
    setError(undefined);
    // A reread never overwrites what the owner is typing.
    if (!editingNote.current) setNote(next.request.ownerNote ?? '');
  }, []);

  // A reread that started before a change answers after it: only the latest answer is shown.
  const reads = useRef(0);
  const read = useCallback(async () => {
    const current = ++reads.current;
    try {
      const next = await api.get(id);
      if (current === reads.current) show(next);
    } catch (cause) {
      if (current !== reads.current) return;
      const status = cause instanceof RequestsApiError ? cause.status : undefined;
      // Erased meanwhile (or never there): nothing of it stays on screen.
      if (status === 404) setDetail(undefined);
      setError({ status, message: message(cause) });
    }
  }, [api, id, show]);
  useVisiblePolling(read, id);

  useEffect(() => {
    if (noteState !== 'saved') return;
    const timer = setTimeout(() => setNoteState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [noteState]);

  if (!detail) {
    if (error) {
      return (
        <Card padding={4} radius={2} border tone={error.status === 404 ? 'caution' : 'critical'} role="alert">
          <Text>
            {error.status === 404 ? t('requests.detail.gone') : t('requests.detail.error', { message: error.message })}
          </Text>
        </Card>
      );
    }
    return <Spinner muted />;
  }

  const request = detail.request;
  const studioLanguage = contentLocale(locale.id);
  const visitorLanguage = replyLocale(request.language);
  const reply = replyMail({
    name: request.name,
    email: request.email,
    language: request.language,
    serviceTitle: serviceTitle(site.services, request.service, visitorLanguage),
    preferredDate: request.preferredDate,
    businessName: site.businessName,
  });
  const call = telHref(request.phone);
  const whatsapp = whatsappHref(request.phone);

  const changeStatus = async (status: RequestStatusValue) => {
    setChangingTo(status);
    setStatusError(undefined);
    try {
      const next = await api.setStatus(id, status);
      reads.current += 1;
      show(next);
      onChanged();
    } catch (cause) {
      setStatusError(message(cause));
    } finally {
      setChangingTo(undefined);
    }
  };

  const saveNote = async () => {
    editingNote.current = false;
    if (note.trim() === (request.ownerNote ?? '')) return;
    setNoteState('saving');
    try {
      const next = await api.setNote(id, note);
      reads.current += 1;
      show(next);
      setNoteState('saved');
    } catch (cause) {
      setNoteState({ error: message(cause) });
    }
  };

  const notGiven = <Text muted>{t('requests.field.not-given')}</Text>;
  const received = lisbonTime(request.createdAt, locale.id);
  const lastContact = lisbonTime(request.lastContactAt, locale.id);

  return (
    <Card padding={4} radius={2} border data-testid="request-detail" data-request-id={request.id}>
      <Stack gap={5}>
        <Stack gap={3}>
          <Flex align="center" gap={3} wrap="wrap">
            <Heading as="h2" size={2} data-testid="request-detail-name">
              {request.name}
            </Heading>
            <Badge tone={STATUS_TONES[request.status]} data-testid="request-detail-status">
              {t(`requests.status.${request.status}`)}
            </Badge>
          </Flex>
          <Text size={1} muted>
            {t('requests.field.received')}: {received ? t('requests.lisbon-time', { time: received }) : ''}
          </Text>
        </Stack>

        <Stack gap={2} as="section" aria-label={t('requests.set-status')}>
          <Text size={1} weight="medium">
            {t('requests.set-status')}
          </Text>
          <Flex gap={2} wrap="wrap" role="group" aria-label={t('requests.set-status')}>
            {REQUEST_STATUS_VALUES.map((status) => (
              <Button
                key={status}
                mode={request.status === status ? 'default' : 'ghost'}
                tone={request.status === status ? STATUS_TONES[status] : 'default'}
                text={t(`requests.status.${status}`)}
                aria-pressed={request.status === status}
                loading={changingTo === status}
                disabled={changingTo !== undefined}
                onClick={() => request.status !== status && void changeStatus(status)}
                data-testid={`request-status-${status}`}
              />
            ))}
          </Flex>
          {statusError ? (
            <Text size={1} role="alert">
              {t('requests.status-error', { message: statusError })}
            </Text>
          ) : null}
        </Stack>

        <Grid as="dl" gridTemplateColumns={[1, 1, 2]} gap={4} style={{ margin: 0 }}>
          <Field label={t('requests.field.email')}>
            <Text>
              <a href={mailtoHref(request.email)}>{request.email}</a>
            </Text>
          </Field>
          <Field label={t('requests.field.phone')}>{request.phone ? <Text>{request.phone}</Text> : notGiven}</Field>
          <Field label={t('requests.filter.service')}>
            {request.service ? <Text>{serviceTitle(site.services, request.service, studioLanguage)}</Text> : notGiven}
          </Field>
          <Field label={t('requests.field.vehicle')}>
            {request.vehicle ? <Text>{request.vehicle}</Text> : notGiven}
          </Field>
          <Field label={t('requests.field.preferred-date')}>
            {request.preferredDate ? <Text>{calendarDate(request.preferredDate, locale.id)}</Text> : notGiven}
          </Field>
          <Field label={t('requests.field.language')}>
            <Text data-testid="request-detail-language" data-language={request.language ?? ''}>
              {request.language && request.language in LOCALE_TAGS
                ? LOCALE_TAGS[request.language as keyof typeof LOCALE_TAGS].label
                : t('requests.field.language-unknown')}
            </Text>
          </Field>
          <Field label={t('requests.field.received')}>
            <Text>{received ? t('requests.lisbon-time', { time: received }) : ''}</Text>
          </Field>
          <Field label={t('requests.field.last-contact')}>
            {lastContact ? <Text>{t('requests.lisbon-time', { time: lastContact })}</Text> : notGiven}
          </Field>
        </Grid>
        <Field label={t('requests.field.message')}>
          {request.message ? (
            <Text>
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</span>
            </Text>
          ) : (
            notGiven
          )}
        </Field>

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

        <Stack as="section" gap={2}>
          <Text as="label" htmlFor={`request-note-${request.id}`} size={1} weight="medium">
            {t('requests.note')}
          </Text>
          <TextArea
            id={`request-note-${request.id}`}
            rows={3}
            value={note}
            onFocus={() => {
              editingNote.current = true;
            }}
            onChange={(event) => {
              editingNote.current = true;
              setNote(event.currentTarget.value);
            }}
            onBlur={() => void saveNote()}
            data-testid="request-note"
          />
          <Text size={1} muted data-testid="request-note-state" aria-live="polite">
            {noteState === 'saving'
              ? t('requests.note.saving')
              : noteState === 'saved'
                ? t('requests.note.saved')
                : typeof noteState === 'object'
                  ? t('requests.note.error', { message: noteState.error })
                  : t('requests.note.hint')}
          </Text>
        </Stack>

        <MailFlags request={request} localeId={locale.id} />

        <History history={detail.history} localeId={locale.id} />
      </Stack>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text as="dt" size={1} weight="medium" muted>
        {label}
      </Text>
      <Box as="dd" style={{ margin: 0 }}>
        {children}
      </Box>
    </Stack>
  );
}

/** What the notification function did: the owner's mail or digest, the visitor's acknowledgement, the form's signals. */
function MailFlags({ request, localeId }: { request: InboxRow; localeId: string }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const notified = t('requests.lisbon-time', { time: lisbonTime(request.notifiedAt, localeId) ?? '' });
  const lines = [
    {
      key: `owner-${request.ownerMail}`,
      tone: request.ownerMail === 'waiting' ? ('caution' as const) : ('positive' as const),
      text:
        request.ownerMail === 'sent'
          ? t('requests.mail.owner-notified', { time: notified })
          : request.ownerMail === 'digest'
            ? t('requests.mail.in-digest', { time: notified })
            : t('requests.mail.owner-pending'),
    },
    {
      key: 'acknowledgement',
      tone:
        request.acknowledgement === 'sent'
          ? ('positive' as const)
          : request.acknowledgement === 'withheld'
            ? ('caution' as const)
            : ('neutral' as const),
      text:
        request.acknowledgement === 'sent'
          ? t('requests.mail.acknowledgement-sent')
          : request.acknowledgement === 'withheld'
            ? t('requests.mail.acknowledgement-withheld')
            : t('requests.mail.acknowledgement-none'),
    },
    ...(request.notificationProblem
      ? [
          {
            key: 'problem',
            tone: 'critical' as const,
            text: t('requests.mail.problem', { problem: request.notificationProblem }),
          },
        ]
      : []),
    ...(request.quickFill ? [{ key: 'quick', tone: 'caution' as const, text: t('requests.signal.quick-fill') }] : []),
    ...(request.honeypotFilled
      ? [{ key: 'honeypot', tone: 'critical' as const, text: t('requests.signal.honeypot') }]
      : []),
  ];
  return (
    <Stack as="section" gap={3} aria-label={t('requests.mail')} data-testid="request-mail">
      <Heading as="h3" size={1}>
        {t('requests.mail')}
      </Heading>
      <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((line) => (
          <Card as="li" key={line.key} tone={line.tone} padding={2} radius={2} data-flag={line.key}>
            <Text size={1}>{line.text}</Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function History({ history, localeId }: { history: StatusChange[]; localeId: string }) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  return (
    <Stack as="section" gap={3} aria-label={t('requests.history')}>
      <Heading as="h3" size={1}>
        {t('requests.history')}
      </Heading>
      {history.length === 0 ? (
        <Text size={1} muted>
          {t('requests.history.empty')}
        </Text>
      ) : (
        <Stack as="ol" gap={3} style={{ margin: 0, paddingLeft: '1.25em' }} data-testid="request-history">
          {[...history].reverse().map((change, index) => (
            <li key={`${change.changedAt}-${index}`} data-kind={change.kind} data-actor={change.actor.id}>
              <Stack gap={2}>
                <Text size={1}>
                  {change.kind === 'status' && change.from && change.to
                    ? t('requests.history.status', {
                        from: t(`requests.status.${change.from}`),
                        to: t(`requests.status.${change.to}`),
                      })
                    : t('requests.history.note')}
                </Text>
                <Text size={1} muted>
                  {t('requests.history.by', {
                    time: t('requests.lisbon-time', { time: lisbonTime(change.changedAt, localeId) ?? '' }),
                    name: change.actor.name,
                  })}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
