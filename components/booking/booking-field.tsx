import type { ReactNode } from 'react';

/** A visible field of the booking form: its label (marked when required) above its control. */
export function BookingField({
  id,
  label,
  requiredLabel,
  wide = false,
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  /** Set for a required field: read after the label's asterisk. */
  requiredLabel?: string;
  /** Spans both columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'md:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {requiredLabel ? <RequiredMark label={requiredLabel} /> : null}
      </label>
      {children}
    </div>
  );
}

/** The asterisk after a required field's label, read as "(required)" in the page's language. */
export function RequiredMark({ label }: { label: string }) {
  return (
    <span className="text-gold-deep">
      {' '}
      *<span className="sr-only">({label})</span>
    </span>
  );
}
