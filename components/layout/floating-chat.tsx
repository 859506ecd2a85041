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
      className="chat-button"
    >
      <WhatsAppIcon width={28} height={28} />
    </a>
  );
}
