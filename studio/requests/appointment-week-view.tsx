import { Card, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { useTranslation } from 'sanity';

import { STUDIO_NAMESPACE } from '../i18n/messages';
import { EntryButton } from './entry-button';
import { calendarDate, lisbonHours } from './format';
import { lisbonDayTime } from './lisbon-calendar';
import type { RequestsApi } from './requests-api';
import { useAppointmentWeeks } from './use-appointment-weeks';

/**
 * The garage's appointments at a glance: this week and the next, Monday first, each Lisbon day
 * under its own heading (a day without appointments says so), each appointment a button that opens
 * its request.
 */
export function AppointmentWeekView({
  api,
  titleOf,
  localeId,
  onOpen,
}: {
  api: RequestsApi;
  titleOf: (service: string) => string | null;
  localeId: string;
  onOpen: (requestId: string) => void;
}) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const { weeks, error } = useAppointmentWeeks(api);
  const today = lisbonDayTime(new Date()).day;
  return (
    <Stack gap={5} data-testid="appointment-week">
      <Text size={1} muted>
        {t('requests.week.intro')}
      </Text>
      {error ? (
        <Card tone="critical" padding={3} radius={2} role="alert">
          <Text size={1}>{t('requests.week.error', { message: error })}</Text>
        </Card>
      ) : null}
      {!weeks ? (
        <Spinner muted />
      ) : (
        weeks.map((week, index) => (
          <Stack as="section" key={week.first} gap={4} aria-labelledby={`requests-week-${week.first}`}>
            <Heading as="h2" size={1} id={`requests-week-${week.first}`}>
              {t(index === 0 ? 'requests.week.this-week' : 'requests.week.next-week')}
            </Heading>
            {week.days.map(({ day, appointments }) => (
              <Stack as="section" key={day} gap={2} aria-labelledby={`requests-day-${day}`} data-day={day}>
                <Heading as="h3" size={0} id={`requests-day-${day}`}>
                  {day === today
                    ? t('requests.week.today', { day: calendarDate(day, localeId) })
                    : calendarDate(day, localeId)}
                </Heading>
                {appointments.length === 0 ? (
                  <Text size={1} muted>
                    {t('requests.week.empty-day')}
                  </Text>
                ) : (
                  <Stack as="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {appointments.map((appointment) => (
                      <li key={appointment.requestId}>
                        <EntryButton
                          onClick={() => onOpen(appointment.requestId)}
                          data-testid="appointment-week-entry"
                          data-request-id={appointment.requestId}
                        >
                          <Stack gap={2}>
                            <Text weight="semibold">
                              {lisbonHours(appointment, localeId)} · {appointment.name}
                            </Text>
                            <Text size={1} muted>
                              {[
                                appointment.service ? titleOf(appointment.service) : null,
                                appointment.vehicle,
                                appointment.phone,
                              ]
                                .filter(Boolean)
                                .join(' · ') || t('requests.list.no-service')}
                            </Text>
                          </Stack>
                        </EntryButton>
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
