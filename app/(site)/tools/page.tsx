import { ToolsIndexPage, toolsIndexMetadata } from '@/components/pages/tools-pages';

export const metadata = toolsIndexMetadata('en');

export default function Page() {
  return <ToolsIndexPage locale="en" />;
}
