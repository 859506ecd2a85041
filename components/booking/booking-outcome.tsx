import type { BookingOutcome } from '@/lib/booking';

/** The catalog key prefix of each outcome's title and description (spec §8). */
export type OutcomeMessage = 'error' | 'saved' | 'success';

export function outcomeMessage(status: BookingOutcome['status']): OutcomeMessage {
  if (status === 'error') return 'error';
  return status === 'saved-notification-failed' ? 'saved' : 'success';
}

/**
 * The outcome of a plain (no-JavaScript) post, shown inside the form with the toast's texts: an
 * alert for the error, a polite status otherwise; after it, the estimate stored with the request.
 */
export function BookingOutcomeMessage({
  kind,
  title,
  description,
  estimate,
}: {
  kind: OutcomeMessage;
  title: string;
  description: string;
  /** The stored estimate's line, when one was stored. */
  estimate?: string;
}) {
  const destructive = kind === 'error';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      data-variant={destructive ? 'destructive' : 'default'}
      className={`mt-6 rounded-card border p-4 ${destructive ? 'border-danger bg-danger text-paper' : 'border-gold-deep/40 bg-mist text-ink'}`}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{description}</p>
      {estimate ? <p className="mt-2 text-sm font-semibold">{estimate}</p> : null}
    </div>
  );
}
