import { WhatsAppIcon } from './icons';

/**
 * The floating chat link (spec §1): a plain link to WhatsApp, so nothing third-party loads until a
 * visitor clicks it. The footer keeps extra bottom room on phones so this never hides its text.
 */
export function FloatingChat({ whatsappNumber, label }: { whatsappNumber: string; label: string }) {
  return (
    <a
      href={`https://wa.me/${whatsappNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-gold text-ink shadow-card ring-4 ring-ink/10 transition-transform hover:scale-105 motion-reduce:transition-none md:right-6 md:bottom-6"
    >
      <WhatsAppIcon width={28} height={28} />
    </a>
  );
}
