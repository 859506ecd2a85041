import { ServicePageView } from '@/components/pages/service-page';
import { getServicePages } from '@/lib/content';
import { localeParam } from '@/lib/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-seo';

type Props = { params: Promise<{ lang: string; slug: string }> };

// A page the owner publishes after the build is rendered on its first visit and cached like the
// prerendered ones. A slug with no published page never gets here: proxy.ts answers it with the
// prerendered 404 page (the view's notFound() covers a page unpublished in between).
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  const lang = await localeParam(Promise.resolve(params));
  return (await getServicePages(lang, { publishedOnly: true })).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props) {
  const [lang, { slug }] = await Promise.all([localeParam(params), params]);
  return pageMetadata({ servicePage: slug }, lang);
}

export default async function ServicePageRoute({ params }: Props) {
  const [lang, { slug }] = await Promise.all([localeParam(params), params]);
  return <ServicePageView lang={lang} slug={slug} />;
}
