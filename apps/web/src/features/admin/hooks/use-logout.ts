import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api';

/** Logout: server call (revokes the session, clears both cookies), then /wiki/start. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await adminApi.logout();
    } catch (error) {
      console.warn('Logout call failed', error);
    } finally {
      setPending(false);
      // Leave first: removing the admin data while its pages are still open would make them read
      // again, signed out, and a 401 sends the browser to '/'.
      await navigate('/wiki/start');
      queryClient.removeQueries({ queryKey: ['admin'] });
    }
  }, [navigate, queryClient]);
  return { logout, pending };
}
