import type { Metadata, Viewport } from 'next';
import { metadata as studioMetadata, viewport as studioViewport } from 'next-sanity/studio';

// The Studio is its own root layout: the site's fonts, Tailwind and analytics never load here.
export const metadata: Metadata = {
  ...studioMetadata,
  title: 'Studio · Caparica Detailing',
  robots: { index: false, follow: false },
};

export const viewport: Viewport = studioViewport;

export default function StudioRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
