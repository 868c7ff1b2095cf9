import { useTranslation } from 'react-i18next';
import type { RotationEntry, RotationReplace } from '@dfwiki/shared';
import { Badge } from '../../../../components/ui/badge';

function EntryBadges({ entries }: { entries: RotationEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return <span className="text-fg-muted">—</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {entries.map((e, i) => (
        <li
          key={i}
          className="inline-flex flex-wrap items-center gap-1 rounded-md border border-line px-1.5 py-0.5"
        >
          <span>{e.map}</span>
          <Badge tone={e.difficulty ? 'info' : 'neutral'}>
            {e.difficulty
              ? t(`rotation.difficulty.${e.difficulty.toLowerCase()}`)
              : t('admin.rotation.noDifficulty')}
          </Badge>
          {e.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** How the lines are read: each entry's map, difficulty and tags, hour by hour. */
export function RotationPreview({ body }: { body: RotationReplace }) {
  const { t } = useTranslation();
  const { schedule } = body;
  return (
    <div className="space-y-3 text-sm" data-testid="rotation-preview">
      <div>
        <p className="mb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {t('admin.rotation.alwaysOpen')}
        </p>
        <EntryBadges entries={schedule.always_open} />
      </div>
      <table className="w-full table-fixed">
        <tbody>
          {schedule.hours.map((entries, h) => (
            <tr key={h} className="border-t border-line align-top">
              <th
                scope="row"
                className="w-16 py-1.5 pr-3 text-left font-semibold whitespace-nowrap tabular-nums"
              >
                {String(h).padStart(2, '0')}:00
              </th>
              <td className="py-1.5">
                <EntryBadges entries={entries} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
