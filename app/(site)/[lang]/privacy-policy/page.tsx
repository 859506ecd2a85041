import { notFound } from 'next/navigation';
import { LegalPageView } from '@/components/pages/legal-page';
import { isLocale } from '@/lib/i18n/locale';
import { metadataFor } from '@/lib/seo/page-seo';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('privacyPolicy');

export default async function PrivacyPolicyPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return <LegalPageView page="privacyPolicy" lang={lang} />;
}
