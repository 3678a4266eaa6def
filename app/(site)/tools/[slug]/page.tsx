import { notFound } from 'next/navigation';
import { toolCopy } from '@/content/tools';
import { ToolPage } from '@/components/tools/tool-page';
import { JsonLd } from '@/components/ui/json-ld';
import { calculators, getCalculator, toolPath } from '@/lib/calculators/index';
import { toolJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';

// Only the calculators in lib/calculators exist; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return calculators.map((c) => ({ slug: c.slug }));
}

interface ToolRouteProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ToolRouteProps) {
  const calculator = getCalculator((await params).slug);
  const copy = calculator && toolCopy[calculator.slug];
  if (!calculator || !copy) return {};
  return pageMetadata({ title: copy.title, description: copy.description, keywords: copy.keywords, path: toolPath(calculator) });
}

export default async function ToolRoute({ params }: ToolRouteProps) {
  const calculator = getCalculator((await params).slug);
  if (!calculator) notFound();
  return (
    <>
      <JsonLd data={toolJsonLd(calculator)} />
      <ToolPage calculator={calculator} />
    </>
  );
}
