import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { getQueryClient } from '../lib/query-client';

/**
 * Providers for every page except Home: TanStack Query and toasts. It is a lazy pathless route
 * (see routes.tsx) so Home's first load does not download them. The QueryClient is a singleton,
 * so the cache survives moving between the public and admin areas.
 */
export default function PageProvidersLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}
