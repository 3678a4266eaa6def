import { HomePage, homeMetadata } from '@/components/pages/home-page';

// /home is the same page as /; its canonical URL points at / so crawlers index one copy.
export const metadata = homeMetadata('en');

export default function Page() {
  return <HomePage locale="en" />;
}
