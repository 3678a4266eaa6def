import { ToolRoutePage, toolMetadata } from '@/components/pages/tools-pages';
import { calculators } from '@/lib/calculators/index';

// Only the calculators in lib/calculators exist; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return calculators.map((c) => ({ slug: c.slug }));
}

type ToolRouteProps = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: ToolRouteProps) {
  return toolMetadata((await params).slug, 'en');
}

export default async function Page({ params }: ToolRouteProps) {
  return <ToolRoutePage slug={(await params).slug} locale="en" />;
}
