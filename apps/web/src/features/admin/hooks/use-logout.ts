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
      queryClient.removeQueries({ queryKey: ['admin'] });
      setPending(false);
      void navigate('/wiki/start');
    }
  }, [navigate, queryClient]);
  return { logout, pending };
}
