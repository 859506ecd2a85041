import type { MailContent } from './mail-content.ts';

/** A file sent with a mail (Resend's `attachments`: filename, base64 content, content_type). */
export interface MailAttachment {
  filename: string;
  /** The file's bytes, base64. */
  content: string;
  /** The MIME type with its parameters: mail clients offer a calendar file as an invitation by its `method`. */
  contentType: string;
}

export interface OutgoingMail extends MailContent {
  from: string;
  to: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** More header fields (Resend's `headers`, name to value), e.g. a review request's List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Resend ignores a repeated request with the same key for 24 h, so a retry cannot double-send. */
  idempotencyKey: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Sends through Resend's HTTPS API (hosted functions may not open SMTP ports). */
export function createResendMailer(baseUrl: string, apiKey: string, timeoutMs: number): SendMail {
  return async (mail) => {
    const response = await fetch(`${baseUrl}/emails`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': mail.idempotencyKey,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        ...(mail.attachments
          ? {
              attachments: mail.attachments.map(({ filename, content, contentType }) => ({
                filename,
                content,
                content_type: contentType,
              })),
            }
          : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    }
    await response.body?.cancel();
  };
}
