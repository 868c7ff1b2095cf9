import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { queryClientOf } from '../take-over/query-client';
import { useRequestContext } from '../take-over/request-context';

/**
 * Providers for every page except Home: TanStack Query and toasts. It is a lazy pathless route
 * (see routes.tsx) so Home's first load does not download them. In the browser the QueryClient is
 * a singleton, so the cache survives moving between the public and admin areas; on the server
 * each request brings its own.
 */
export default function PageProvidersLayout() {
  const requestContext = useRequestContext();
  return (
    <QueryClientProvider client={queryClientOf(requestContext)}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}
