/**
 * Links to Google Maps for the garage's address (the settings' map search): the contact section's
 * embed and link, and the appointment mails' map link. Keyless forms, so no account or key is needed.
 */
const GOOGLE_MAPS = 'https://www.google.com/maps';

/** The embeddable map of an address (Google's keyless `output=embed` form). */
export function mapEmbedUrl(query: string): string {
  return `${GOOGLE_MAPS}?q=${encodeURIComponent(query)}&output=embed`;
}

/** Google Maps' documented cross-platform search link for an address. */
export function mapSearchUrl(query: string): string {
  return `${GOOGLE_MAPS}/search/?api=1&query=${encodeURIComponent(query)}`;
}
