import { useMemo, useRef } from 'react';
import { errorCode } from '@/lib/api-error-text';

/**
 * The id that makes a form's submit idempotent on the server. A retry after a lost answer sends the
 * same id, so the server answers the submit it may have done; an answer (done, or a refusal, which
 * changed nothing) ends it, and the next submit is a new request.
 */
export function useSubmitRequestId() {
  const current = useRef<string | null>(null);
  return useMemo(() => ({
    take: (): string => (current.current ??= crypto.randomUUID().replaceAll('-', '')),
    answered: () => {
      current.current = null;
    },
    failed: (error: unknown) => {
      if (errorCode(error)) current.current = null;
    },
  }), []);
}
