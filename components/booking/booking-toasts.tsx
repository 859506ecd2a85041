'use client';

import * as Toast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from '@/lib/constants';

export type BookingToast = { id: number; title: string; description: string; destructive: boolean };

/**
 * Radix toasts for the booking outcome: announced politely, 5000 ms, closable. Loaded with the
 * first submission (see BookingForm), so pages that never show a toast never download Radix Toast.
 */
export default function BookingToasts({
  toasts,
  onDismiss,
  label,
  closeLabel,
}: {
  toasts: BookingToast[];
  onDismiss: (id: number) => void;
  /** The region's name, e.g. 'Notifications (F8)'. */
  label: string;
  closeLabel: string;
}) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label={label}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type={toast.destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onDismiss(toast.id)}
          data-variant={toast.destructive ? 'destructive' : 'default'}
          className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-card border p-4 shadow-card ${
            toast.destructive ? 'border-danger bg-danger text-paper' : 'border-ink/10 bg-paper text-ink'
          }`}
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          <Toast.Description className="col-start-1 text-sm">{toast.description}</Toast.Description>
          <Toast.Close
            aria-label={closeLabel}
            className="col-start-2 row-span-2 row-start-1 grid size-11 place-items-center self-start rounded-full text-xl leading-none"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        className="fixed top-20 right-0 z-[60] m-0 flex w-full max-w-md list-none flex-col gap-3 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
