import { useCallback } from 'react';
import { TOAST_MS } from '@dfwiki/shared';
import { useToast } from '../../../components/ui/toast-context';

/** Copies text to the clipboard and confirms with a 3-second toast (spec: weapon screens), or says it failed. */
export function useCopy(): (text: string, success: string, failure: string) => Promise<boolean> {
  const { showToast } = useToast();
  return useCallback(
    async (text, success, failure) => {
      try {
        await navigator.clipboard.writeText(text);
        showToast(success, { type: 'success', timeout: TOAST_MS.weapon });
        return true;
      } catch {
        showToast(failure, { type: 'error', timeout: TOAST_MS.weapon });
        return false;
      }
    },
    [showToast],
  );
}
