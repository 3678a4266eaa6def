import { HomePage } from '@/components/home/home-page';
import { pageSeo } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

// /home is the same page as /; its canonical URL points at / so crawlers index one copy.
export const metadata = pageMetadata({ ...pageSeo.home, absoluteTitle: true });

export default function Page() {
  return <HomePage />;
}
