'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { onApiEvent, type ApiEvent } from '@/lib/api/error-bus';
import { site } from '@/content/site';
import { API_NOTICE_REGION_ID } from './api-notice-region';

/** Human wording for each event of the central error handler (the spec shows none). */
export function noticeText(event: ApiEvent): string {
  switch (event.type) {
    case 'server_down':
      return 'We could not reach our server. Please check your internet connection and try again; nothing you typed has been lost.';
    case 'logout':
      return 'Your session has ended. Please reload the page and try again.';
    case 'acc_expired':
      return `This service is temporarily unavailable. Please call us on ${site.phone} or email ${site.email}.`;
    case 'unique':
      return event.message;
    case 'error':
      return `Something went wrong on our side. Please try again in a few minutes, or call us on ${site.phone}.`;
  }
}

/**
 * A polite, dismissible notice for failed API calls, announced by screen readers. Mounted by the enhanced
 * enquiry form (the only caller of the API), so a page that only reads costs nothing for it; it speaks
 * through the layout's live region (ApiNoticeRegion).
 */
export function ApiNotice() {
  const [event, setEvent] = useState<ApiEvent | null>(null);
  useEffect(() => onApiEvent(setEvent), []);

  // Only ever rendered in the browser (the enhanced form is loaded there).
  const region = event ? document.getElementById(API_NOTICE_REGION_ID) : null;
  if (!region || !event) return null;
  return createPortal(
    <div className={region.dataset.noticeClass} data-event={event.type}>
      <p>{noticeText(event)}</p>
      <button type="button" onClick={() => setEvent(null)} aria-label="Dismiss notice">
        ×
      </button>
    </div>,
    region,
  );
}
