import { useQuery } from '@tanstack/react-query';
import { weaponQuery } from '../../../../lib/queries/weapons';

/**
 * The weapon an editor screen works on (by its numeric id from the URL; none when creating one):
 * the public weapon entry, read again on every visit, a failed read included.
 */
export const useEditedWeapon = (weaponId: string | undefined) =>
  useQuery({
    ...weaponQuery(weaponId ?? ''),
    enabled: weaponId !== undefined,
    staleTime: 0,
    retryOnMount: true,
  });
