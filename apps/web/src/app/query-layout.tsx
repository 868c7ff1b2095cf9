import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../lib/query-client';

/**
 * Provides TanStack Query to every route below it. It is a lazy route so the Home page's first
 * load does not download the query library; all pages except Home sit under it (see routes.tsx).
 */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
