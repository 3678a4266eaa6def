import { langOf, type LangParams } from '@/components/i18n/lang-params';
import { TestimonialsPage, testimonialsMetadata } from '@/components/pages/testimonials-page';

export async function generateMetadata({ params }: LangParams) {
  return testimonialsMetadata(await langOf(params));
}

export default async function Page({ params }: LangParams) {
  return <TestimonialsPage locale={await langOf(params)} />;
}
