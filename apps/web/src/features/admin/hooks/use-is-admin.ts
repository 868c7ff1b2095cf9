import { useSession } from '../../../lib/queries/session';

/** True when the signed-in user is an admin (Users page and menu entry). */
export function useIsAdmin(): boolean {
  const { data } = useSession();
  return data?.user?.role.name === 'admin';
}
