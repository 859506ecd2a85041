import { notFound } from 'next/navigation';
import { InteriorDetailPageView } from '@/components/pages/interior-detail-page';
import { isLocale } from '@/lib/i18n/locale';
import { metadataFor } from '@/lib/seo/page-seo';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('interiorDetail');

export default async function InteriorDetailPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <InteriorDetailPageView lang={lang} />;
}
