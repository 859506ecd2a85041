import { notFound } from 'next/navigation';
import { AboutPageView } from '@/components/pages/about-page';
import { isLocale } from '@/lib/i18n/locale';
import { metadataFor } from '@/lib/seo/page-seo';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('about');

export default async function AboutPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <AboutPageView lang={lang} />;
}
