import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { HitZone } from '@dfwiki/shared';

/** "head", or a mix in the order its hits land: "head, then chest". */
export function useZoneLabel() {
  const { t } = useTranslation();
  return useCallback(
    (zones: readonly HitZone[]) => zones.map((z) => t(`gear.zones.${z}`)).join(t('calculator.then')),
    [t],
  );
}
