import { useState } from 'react';
import { ConflictAlert } from './conflict-alert';
import { isEditConflict } from './history-api';
import type { EditSession } from './use-edit-session';

/**
 * What a form's save needs of its edit: the version the form opened with (kept while it stays
 * open), `stale(error)` to tell a refusal as stale apart, and the notice with Reload it then shows.
 */
export function useSaveVersion(session: Pick<EditSession, 'version' | 'reload'> | undefined) {
  const [version] = useState(session?.version);
  const [refused, setRefused] = useState(false);
  return {
    version,
    stale: (error: unknown) => {
      const conflict = isEditConflict(error);
      if (conflict) setRefused(true);
      return conflict;
    },
    notice: refused && session ? <ConflictAlert onReload={() => void session.reload()} /> : null,
  };
}
