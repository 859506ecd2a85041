import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines; `<` is escaped so content cannot end the script early. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
