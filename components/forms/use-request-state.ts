'use client';

import { useSyncExternalStore } from 'react';
import { requestState, type RequestState } from '@/lib/api/request-state';

const serverState: RequestState = { loading: false, error: false };

export function useRequestState(): RequestState {
  return useSyncExternalStore(requestState.subscribe, requestState.get, () => serverState);
}
