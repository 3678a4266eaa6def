import { langOf, langParams, type LangParams } from '@/components/i18n/lang-params';
import { ToolRoutePage, toolMetadata } from '@/components/pages/tools-pages';
import { calculators } from '@/lib/calculators/index';

// Only the calculators in lib/calculators exist, in each translated language; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return langParams().flatMap(({ lang }) => calculators.map((c) => ({ lang, slug: c.slug })));
}

type ToolRouteProps = LangParams<{ slug: string }>;

export async function generateMetadata({ params }: ToolRouteProps) {
  return toolMetadata((await params).slug, await langOf(params));
}

export default async function Page({ params }: ToolRouteProps) {
  return <ToolRoutePage slug={(await params).slug} locale={await langOf(params)} />;
}
