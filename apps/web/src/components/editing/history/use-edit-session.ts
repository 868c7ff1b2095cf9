import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HistoryEntity } from '@dfwiki/shared';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';
import { newestVersionQuery } from './history-api';

/**
 * One edit of an entity (none while creating): the version its form is loaded with, a key that
 * opens the form afresh, and `reload` (after a restore or a refused save) which re-reads every
 * cached answer, then opens the form again on the newest version. The version comes from the
 * entity's own read when it carries one, else from its newest revision.
 */
export function useEditSession(entity: HistoryEntity, id: string | undefined, read: object | undefined) {
  const invalidate = useInvalidateAll();
  const [opened, setOpened] = useState(0);
  const fromRead = read && 'version' in read && typeof read.version === 'number' ? read.version : undefined;
  const newest = useQuery({
    ...newestVersionQuery(entity, id ?? ''),
    enabled: id !== undefined && read !== undefined && fromRead === undefined,
  });
  const version = fromRead ?? newest.data;
  const reload = useCallback(async () => {
    await invalidate();
    setOpened((n) => n + 1);
  }, [invalidate]);
  return {
    entity,
    id,
    version,
    /** The form may open: a new entity, or an existing one whose version is known. */
    ready: id === undefined || version !== undefined,
    failed: newest.isError,
    formKey: `${id ?? 'new'}-${opened}`,
    reload,
  };
}
export type EditSession = ReturnType<typeof useEditSession>;
