import { HomePage } from '@/components/home/home-page';
import { pageSeo } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...pageSeo.home, absoluteTitle: true });

export default function Page() {
  return <HomePage />;
}
