import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-day';
import { modelDays, useListJoin, type ModelSourced } from '../../lib/model-days';
import { shortSources } from '../../lib/source-label';

/**
 * Under a time-to-kill figure: where the damage model's rounds and armour come from and the days
 * their figures are stated for (an editor's correction moves its own day). The full citations stay
 * in the line's title.
 */
export function ModelProvenance({
  rounds,
  armor,
}: {
  rounds: readonly ModelSourced[];
  armor: readonly ModelSourced[];
}) {
  const { t, i18n } = useTranslation();
  const join = useListJoin();
  const gear = [...rounds, ...armor];
  if (!gear.length) return null;
  const citations = [...new Set(gear.flatMap((g) => g.sources))];
  const sources = join(shortSources(t, citations));
  const days = modelDays(gear);
  const day = (d: string) => formatDay(d, i18n.language);
  return (
    <p className="text-xs text-fg-muted" title={citations.join('\n')} data-testid="model-provenance">
      {days.length === 0
        ? t('ttk.model.undated', { sources })
        : days.length === 1
          ? t('ttk.model.dated', { sources, date: day(days[0]!) })
          : t('ttk.model.range', { sources, from: day(days[0]!), to: day(days.at(-1)!) })}
    </p>
  );
}
