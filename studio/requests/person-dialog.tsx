import { DownloadIcon } from '@sanity/icons/Download';
import { TrashIcon } from '@sanity/icons/Trash';
import { Box, Button, Card, Dialog, Flex, Stack, Text, TextInput } from '@sanity/ui';
import { useToast } from '@sanity/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'sanity';

import { STUDIO_NAMESPACE } from '../i18n/messages';
import { saveDownload, type RequestsApi } from './requests-api';

/**
 * Everything kept about one email address: export it (a JSON file, the right of access) or erase
 * it (the right to erasure), which asks again in a second dialog before anything is deleted.
 */
export function PersonDialog({
  api,
  initialEmail,
  onClose,
  onErased,
}: {
  api: RequestsApi;
  initialEmail: string;
  onClose: () => void;
  onErased: (email: string) => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState<'export' | 'erase' | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const address = email.trim();
  const valid = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address);

  const run = async (action: 'export' | 'erase') => {
    setBusy(action);
    setError(undefined);
    try {
      if (action === 'export') {
        saveDownload(await api.exportPerson(address));
      } else {
        const erased = await api.erasePerson(address);
        setConfirming(false);
        toast.push({
          status: 'success',
          title: t('requests.person.erased', {
            email: address,
            count: erased.bookingRequests,
            reviews: erased.deletedReviews.length,
          }),
        });
        onErased(address);
        onClose();
      }
    } catch (cause) {
      setConfirming(false);
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <Dialog
        id="requests-person-dialog"
        header={t('requests.person.title')}
        onClose={onClose}
        width={1}
        footer={
          <Flex gap={2} padding={3} justify="flex-end" wrap="wrap">
            <Button
              mode="ghost"
              icon={DownloadIcon}
              text={t('requests.person.export')}
              disabled={!valid || busy !== undefined}
              loading={busy === 'export'}
              onClick={() => void run('export')}
              data-testid="requests-person-export"
            />
            <Button
              tone="critical"
              icon={TrashIcon}
              text={t('requests.person.erase')}
              disabled={!valid || busy !== undefined}
              onClick={() => setConfirming(true)}
              data-testid="requests-person-erase"
            />
          </Flex>
        }
      >
        <Box padding={4}>
          <Stack gap={4}>
            <Text size={1} muted>
              {t('requests.person.intro')}
            </Text>
            <Stack gap={2}>
              <Text as="label" htmlFor="requests-person-email" size={1} weight="medium">
                {t('requests.person.email')}
              </Text>
              <TextInput
                id="requests-person-email"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                autoFocus
              />
            </Stack>
            {error ? (
              <Card tone="critical" padding={3} radius={2} role="alert">
                <Text size={1}>{t('requests.person.error', { message: error })}</Text>
              </Card>
            ) : null}
          </Stack>
        </Box>
      </Dialog>
      {confirming ? (
        <Dialog
          id="requests-person-confirm"
          role="alertdialog"
          header={t('requests.person.confirm-title', { email: address })}
          onClose={() => setConfirming(false)}
          width={1}
          footer={
            <Flex gap={2} padding={3} justify="flex-end">
              <Button
                mode="ghost"
                text={t('requests.person.cancel')}
                onClick={() => setConfirming(false)}
                disabled={busy === 'erase'}
              />
              <Button
                tone="critical"
                icon={TrashIcon}
                text={t('requests.person.confirm-erase')}
                loading={busy === 'erase'}
                onClick={() => void run('erase')}
                data-testid="requests-person-confirm-erase"
              />
            </Flex>
          }
        >
          <Box padding={4}>
            <Text>{t('requests.person.confirm-text', { email: address })}</Text>
          </Box>
        </Dialog>
      ) : null}
    </>
  );
}
