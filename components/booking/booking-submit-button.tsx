'use client';

import { useFormStatus } from 'react-dom';
import { buttonClasses } from '@/components/ui/button-styles';

/** The form's button: disabled and saying so while its submission is under way. */
export function BookingSubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className={buttonClasses('dark', 'mt-6 w-full md:w-auto')}>
      {pending ? pendingLabel : label}
    </button>
  );
}
