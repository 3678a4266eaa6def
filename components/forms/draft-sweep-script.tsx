import { DRAFT_SWEEP_SCRIPT } from '@/lib/storage';

/** Deletes expired form drafts on every page load, before any framework code (lib/storage.ts). */
export function DraftSweepScript() {
  return <script data-site-script="" id="draft-sweep" dangerouslySetInnerHTML={{ __html: DRAFT_SWEEP_SCRIPT }} />;
}
