import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/queries/session';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Whether the reader is an editor (or admin), asked only once the app has taken the page over: a
 * page's server HTML is the same for everyone and never carries an editor's controls.
 */
export function useIsEditor(): boolean {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...sessionQuery, enabled: hydrated });
  const role = data?.user?.role.name;
  return hydrated && (role === 'editor' || role === 'admin');
}
