import styles from './api-notice.module.css';

/** The live region ApiNotice speaks through: in the pre-rendered page, so screen readers watch it from the start. */
export const API_NOTICE_REGION_ID = 'api-notice';

/**
 * Empty until the enhanced enquiry form has something to say (components/layout/api-notice.tsx), which
 * styles its notice with the class named here: the form's island then needs none of this CSS module, which
 * every page has (a module shared with an island's code would bring the island's CSS to every page).
 */
export function ApiNoticeRegion() {
  return <div id={API_NOTICE_REGION_ID} className={styles.region} role="status" aria-live="polite" data-notice-class={styles.notice} />;
}
