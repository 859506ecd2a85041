import { LegalPageView } from '@/components/pages/legal-page';
import { metadataFor } from '@/lib/seo/page-seo';
import { localeParam } from '@/lib/i18n/locale-param';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('termsOfService');

export default async function TermsOfServiceRoute({ params }: Props) {
  const lang = await localeParam(params);
  return <LegalPageView page="termsOfService" lang={lang} />;
}
