import { useContext } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { getQueryClient } from '../lib/query-client';
import { RequestQueryClientContext } from '../lib/request-query-client';

/**
 * Providers for every page except Home: TanStack Query and toasts. It is a lazy pathless route
 * (see routes.tsx) so Home's first load does not download them. In the browser the QueryClient is
 * a singleton, so the cache survives moving between the public and admin areas; on the server
 * each request brings its own.
 */
export default function PageProvidersLayout() {
  const requestClient = useContext(RequestQueryClientContext);
  return (
    <QueryClientProvider client={requestClient ?? getQueryClient()}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}
