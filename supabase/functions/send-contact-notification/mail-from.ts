/** MAIL_FROM as "Display Name <address>" (quotes optional) or a bare address. */
const NAMED_ADDRESS = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;

/** "Garage <bookings@example.com>" → "Garage"; a bare address signs as itself. */
export function senderName(mailFrom: string): string {
  return NAMED_ADDRESS.exec(mailFrom)?.[1] || mailFrom;
}

/** "Garage <bookings@example.com>" → "bookings@example.com"; a bare address is itself. */
export function senderAddress(mailFrom: string): string {
  return (NAMED_ADDRESS.exec(mailFrom)?.[2] ?? mailFrom).trim();
}
