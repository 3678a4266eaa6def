import { Document } from '@/components/layout/document';
import { SiteShell } from '@/components/layout/site-shell';

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <Document locale="en">
      <SiteShell>{children}</SiteShell>
    </Document>
  );
}
