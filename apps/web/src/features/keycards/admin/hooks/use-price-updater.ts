import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRICE_UPDATER_MESSAGES,
  TOAST_MS,
  ZERO_DAM_PRESET,
  changedRows,
  isExamplePrice,
  matchPrices,
  parsePriceInput,
  type IdentifiedPriceRow,
} from '@dfwiki/shared';
import { useToast, type ToastType } from '../../../../components/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { updatePrices } from '../api/keycards';
import { errorMessage } from '../../../../lib/api-client';
import { keycardsQuery } from '../../../../lib/queries/keycards';
import { useMaps } from '../api/lookups';
import { useInvalidateAll } from '../../../../lib/use-invalidate-all';

export const ZERO_DAM = 'Zero Dam';
/** The preset as the textarea shows it: one 'name: price' line per card. */
export const PRESET_TEXT = ZERO_DAM_PRESET.map((p) => `${p.name}: ${p.price}`).join('\n');

/** State and actions of the Mass Card Updater. */
export function usePriceUpdater() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  // The prices are compared with the stored ones: read them fresh on every visit.
  const keycards = useQuery({ ...keycardsQuery, staleTime: 0 });
  const maps = useMaps();
  const [chosenMapId, setMapId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [rows, setRows] = useState<IdentifiedPriceRow[]>([]);
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [updateError, setUpdateError] = useState<string | null>(null);
  const toast = (message: string, type: ToastType) => showToast(message, { type, timeout: TOAST_MS.updater });

  const mapId = chosenMapId ?? maps.data?.[0]?.id ?? null;
  const mapCards = useMemo(
    () => (keycards.data ?? []).filter((card) => card.map_id === mapId),
    [keycards.data, mapId],
  );
  const loadFailed = keycards.isError || maps.isError;
  useEffect(() => {
    if (loadFailed) showToast(t('admin.updater.loadError'), { type: 'error', timeout: TOAST_MS.updater });
  }, [loadFailed, showToast, t]);

  const process = async (input: string, cards = mapCards) => {
    setProcessing(true);
    setUpdateError(null);
    await new Promise((resolve) => setTimeout(resolve, 0)); // let 'Processing...' paint
    try {
      const parsed = parsePriceInput(input);
      if (!parsed.ok) {
        const invalid = parsed.message === PRICE_UPDATER_MESSAGES.INVALID_FORMAT;
        toast(t(invalid ? 'admin.updater.invalidFormat' : 'admin.updater.processingError'), 'error');
        setRows([]);
        return;
      }
      if (parsed.invalid.length)
        toast(t('admin.updater.skipped', { lines: parsed.invalid.join(', ') }), 'warning');
      const { rows: matched, unmatched } = matchPrices(parsed.items, cards);
      setRows(matched);
      if (matched.length === 0) toast(t('admin.updater.noMatches'), 'warning');
      else toast(t('admin.updater.found', { n: matched.length }), 'success');
      if (unmatched.length)
        toast(t('admin.updater.couldNotMatch', { names: unmatched.join(', ') }), 'warning');
    } finally {
      setProcessing(false);
    }
  };

  const loadPreset = () => {
    const zeroDam = maps.data?.find((m) => m.name.toLowerCase() === ZERO_DAM.toLowerCase());
    const target = zeroDam?.id ?? mapId;
    if (zeroDam) setMapId(zeroDam.id);
    setText(PRESET_TEXT);
    void process(
      PRESET_TEXT,
      (keycards.data ?? []).filter((card) => card.map_id === target),
    );
  };

  const update = async () => {
    const changed = changedRows(rows);
    if (rows.length === 0) return toast(t('admin.updater.noItems'), 'warning');
    if (changed.length === 0) return toast(t('admin.updater.noChanges'), 'info');
    setUpdateError(null);
    setProgress({ done: 0, total: changed.length });
    try {
      // A price the preset holds is sent as an example, so the public pages never show it as a
      // market price (docs/data-provenance.md).
      const result = await updatePrices(
        changed.map((row) => ({
          id: row.id,
          price: row.newPrice,
          ...(isExamplePrice(row.name, row.newPrice) && { example: true }),
        })),
      );
      const ok = result.updated.length + result.unchanged.length;
      const failed = changed.length - ok;
      setProgress({ done: changed.length, total: changed.length });
      toast(t('admin.updater.summary', { n: ok, m: failed }), failed > 0 ? 'warning' : 'success');
      setRows([]);
    } catch (error) {
      setUpdateError(errorMessage(error));
      toast(t('admin.updater.updateError'), 'error');
      toast(t('admin.updater.summary', { n: 0, m: changed.length }), 'warning');
    } finally {
      await invalidate();
      setProgress(null);
    }
  };

  const refresh = async () => {
    const results = await Promise.all([keycards.refetch(), maps.refetch()]);
    if (results.every((r) => !r.isError)) toast(t('admin.updater.refreshed'), 'info');
  };

  return {
    maps: maps.data ?? [],
    mapId,
    setMapId: (id: number) => {
      setMapId(id);
      setRows([]);
    },
    mapCards,
    cardsLoading: keycards.isPending || maps.isPending,
    refreshing: keycards.isFetching || maps.isFetching,
    text,
    setText,
    rows,
    processing,
    progress,
    updateError,
    process: () => void process(text),
    loadPreset,
    update: () => void update(),
    refresh: () => void refresh(),
  };
}
export type PriceUpdater = ReturnType<typeof usePriceUpdater>;
