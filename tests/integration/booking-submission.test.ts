import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { toNotificationPayload } from '@/lib/booking/submit/payloads';
import { NOTIFICATION_FUNCTION_NAME, submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import { ACKNOWLEDGEMENT_MESSAGES } from '../../supabase/functions/send-contact-notification/messages.ts';
import { anonClient, formValues, mailsAbout, restHeaders, stack, storedRows, visitorFetch } from './support.ts';

describe.each(LOCALES)('a complete booking request in %s', (language) => {
  it('stores exactly what was sent and mails the owner and the visitor', async () => {
    const values = await formValues();
    const outcome = await submitBookingRequest(values, language, anonClient());
    expect(outcome).toEqual({ status: 'success' });

    const rows = await storedRows(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idempotency_key: values.idempotencyKey,
      name: values.name,
      email: values.email,
      phone: values.phone,
      service: values.service,
      vehicle: values.vehicle,
      preferred_date: values.preferredDate,
      message: values.message,
    });
    expect(rows[0]!.notified_at).toBeInstanceOf(Date);

    const mails = await mailsAbout(values.email);
    expect(mails).toHaveLength(2);
    const owner = mails.find((mail) => mail.to.includes(stack.ownerEmail));
    const visitor = mails.find((mail) => mail.to.includes(values.email));
    expect(owner?.replyTo).toEqual([values.email]);
    expect(owner?.subject).toContain(values.name);
    for (const value of [values.name, values.email, values.phone, values.vehicle, values.message]) {
      expect(owner?.text).toContain(value);
      expect(owner?.html).toContain(value);
    }
    const texts = ACKNOWLEDGEMENT_MESSAGES[language];
    expect(visitor?.subject).toBe(texts.subject);
    expect(visitor?.text).toContain(texts.greeting);
    expect(visitor?.text).toContain(texts.services['ceramic-coating']);
    expect(visitor?.html).toContain(`lang="${language === 'pt' ? 'pt-PT' : language}"`);
  });
});

describe('optional fields left empty', () => {
  it('are stored as null and left out of the mails', async () => {
    const values = await formValues({ phone: '', service: '', vehicle: '', preferredDate: '', message: '' });
    expect(await submitBookingRequest(values, 'pt', anonClient())).toEqual({ status: 'success' });
    const [row] = await storedRows(values.email);
    expect(row).toMatchObject({ phone: null, service: null, vehicle: null, preferred_date: null, message: null });
    const visitor = (await mailsAbout(values.email)).find((mail) => mail.to.includes(values.email));
    expect(visitor?.text).not.toContain(ACKNOWLEDGEMENT_MESSAGES.pt.labels.service);
    expect(visitor?.text).not.toContain(ACKNOWLEDGEMENT_MESSAGES.pt.labels.date);
    expect(visitor?.text).not.toContain(ACKNOWLEDGEMENT_MESSAGES.pt.summaryTitle);
  });
});

describe('HTML in every field', () => {
  it("is escaped in the owner's mail and never reaches the visitor's", async () => {
    const script = '<script>alert(1)</script>';
    const values = await formValues({
      name: `Ana ${script}`,
      phone: `<img src=x onerror=alert(1)>`,
      vehicle: `<a href="javascript:alert(1)">car</a>`,
      message: `${script} & "quotes" 'single'`,
    });
    expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    const mails = await mailsAbout(values.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.html).not.toMatch(/<script|<img|<a href/i);
    const owner = mails.find((mail) => mail.to.includes(stack.ownerEmail))!;
    expect(owner.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(owner.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(owner.html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;car&lt;/a&gt;');
    expect(owner.html).toContain('&amp; &quot;quotes&quot; &#39;single&#39;');
    // The text part is plain text and keeps the values as typed.
    expect(owner.text).toContain(values.message);
  });
});

describe('the notification function is not an open relay', () => {
  const invoke = (body: unknown) =>
    visitorFetch(`${stack.apiUrl}/functions/v1/${NOTIFICATION_FUNCTION_NAME}`, {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: JSON.stringify(body),
    });

  it('sends nothing for a request that was never stored', async () => {
    const values = await formValues();
    const response = await invoke(toNotificationPayload(values, 'en'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it('sends nothing when the payload differs from the stored row', async () => {
    const values = await formValues();
    const { error } = await anonClient()
      .from('contact_submissions')
      .insert({ idempotency_key: values.idempotencyKey, name: values.name, email: values.email });
    expect(error).toBeNull();
    const response = await invoke({ ...toNotificationPayload(values, 'en'), message: 'Something else entirely' });
    expect(response.status).toBe(404);
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it('sends nothing the second time for the same request, answering that it was already notified', async () => {
    const values = await formValues();
    expect(await submitBookingRequest(values, 'uk', anonClient())).toEqual({ status: 'success' });
    const second = await invoke(toNotificationPayload(values, 'uk'));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ok: true, status: 'already-notified', estimate: null });
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('sends nothing for a stored request whose key is paired with other content', async () => {
    const values = await formValues();
    expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    const other = await formValues({ idempotencyKey: values.idempotencyKey });
    const response = await invoke(toNotificationPayload(other, 'en'));
    expect(response.status).toBe(404);
    expect(await mailsAbout(other.email)).toEqual([]);
  });

  it('rejects a malformed payload with 400', async () => {
    const values = await formValues();
    const response = await invoke({ ...toNotificationPayload(values, 'en'), language: 'fr' });
    expect(response.status).toBe(400);
  });
});
