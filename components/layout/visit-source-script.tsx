import { SOURCE_FIELD, SOURCE_STORAGE_KEY, UTM_KEYS } from '@/lib/visit/wire';
import { captureVisitSource } from '@/lib/visit/capture';
import { apiConfig } from '@/lib/env';
import { InlineScript } from './inline-script';

export const VISIT_SOURCE_SCRIPT_ID = 'visit-source';

/**
 * Notes where the visit came from (landing page, referring site, campaign tags) in the tab's session
 * storage and fills the forms' hidden `visit_source` fields: in the head, so it runs on every full page
 * load before any framework code, and even when the framework's chunks never arrive.
 */
export function VisitSourceScript() {
  return <InlineScript id={VISIT_SOURCE_SCRIPT_ID} run={captureVisitSource} args={[SOURCE_STORAGE_KEY, SOURCE_FIELD, [...UTM_KEYS], apiHosts()]} />;
}

/** The API's host when it is on another origin than the site: a page of its own is not where a visit came from. */
function apiHosts(): string[] {
  try {
    return apiConfig.baseUrl ? [new URL(apiConfig.baseUrl).host] : [];
  } catch {
    return [];
  }
}
