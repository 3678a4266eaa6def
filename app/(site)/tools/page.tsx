import { toolsIndexSeo } from '@/content/tools';
import { ToolCards } from '@/components/tools/tools-index';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(toolsIndexSeo);

export default function ToolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Check your chances"
        title="Points calculators"
        lead="Four governments score skilled migrants by points. Check yours before you call: free, with no sign-up, every rule sourced and dated, and the result yours to keep or to send to an advisor."
      />
      <Section reveal={false} intro="An estimate is not advice, and no one can guarantee a visa. Each calculator says which rules it does not check.">
        <ToolCards />
      </Section>
    </>
  );
}
