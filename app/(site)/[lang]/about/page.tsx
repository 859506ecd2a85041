import { AboutPageView } from '@/components/pages/about-page';
import { metadataFor } from '@/lib/seo/page-seo';
import { localeParam } from '@/lib/i18n/locale-param';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('about');

export default async function AboutRoute({ params }: Props) {
  const lang = await localeParam(params);
  return <AboutPageView lang={lang} />;
}
