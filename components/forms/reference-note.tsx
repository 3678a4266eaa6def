'use client';

import { useSearchParam } from '@/components/ui/client-state';
import { REFERENCE_PATTERN } from '@/lib/enquiry/reference';

/**
 * "Your reference is ..." when the intake API's redirect carries one (`?ref=`). A static page cannot
 * read its query without script, so without JavaScript the sentence is simply absent.
 */
export function ReferenceNote({ className }: { className?: string }) {
  const reference = useSearchParam('ref');
  if (!reference || !REFERENCE_PATTERN.test(reference)) return null;
  return (
    <p className={className}>
      Your reference is <strong>{reference}</strong>.
    </p>
  );
}
