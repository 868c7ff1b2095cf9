import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { forgetAccount, logout as endSession } from '../../../lib/queries/session';
import { pathTo } from '@dfwiki/shared';

/** Logout: server call (revokes the session, clears both cookies), then /wiki/start. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await endSession();
    } catch (error) {
      console.warn('Logout call failed', error);
    } finally {
      setPending(false);
      // Leave first: removing the account's data while its pages are still open would make them
      // read again, signed out, and a 401 sends the browser to '/'.
      await navigate(pathTo('guide'));
      forgetAccount(queryClient);
    }
  }, [navigate, queryClient]);
  return { logout, pending };
}
