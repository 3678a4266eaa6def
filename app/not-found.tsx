import { Document } from '@/components/layout/document';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';

export const metadata = notFoundMetadata('en');

export default function NotFound() {
  return (
    <Document locale="en">
      <NotFoundPage locale="en" />
    </Document>
  );
}
