import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENTS, type GameEvent } from '@dfwiki/shared';

/** The hard-coded events with title and description in the reader's language (so search matches what is shown). */
export function useLocalizedEvents(): GameEvent[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      EVENTS.map((e) => ({
        ...e,
        title: t(`events.items.${e.id}.title`, { defaultValue: e.title }),
        description: t(`events.items.${e.id}.description`, { defaultValue: e.description }),
      })),
    // t changes identity when the language changes.
    [t],
  );
}
