import { TestimonialsPage, testimonialsMetadata } from '@/components/pages/testimonials-page';

export const metadata = testimonialsMetadata('en');

export default function Page() {
  return <TestimonialsPage locale="en" />;
}
