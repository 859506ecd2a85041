import { InteriorDetailPageView } from '@/components/pages/interior-detail-page';
import { metadataFor } from '@/lib/seo/page-seo';
import { localeParam } from '@/lib/i18n/locale-param';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('interiorDetail');

export default async function InteriorDetailRoute({ params }: Props) {
  const lang = await localeParam(params);
  return <InteriorDetailPageView lang={lang} />;
}
