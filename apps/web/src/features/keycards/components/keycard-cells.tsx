import { useTranslation } from 'react-i18next';
import Info from 'lucide-react/icons/info';
import History from 'lucide-react/icons/history';
import { EXAMPLE_PRICE_SOURCE } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { useFormatters } from '../hooks/use-formatters';
import type { KeycardRow } from '../hooks/keycard-rows';

const RARITY_DOT: Record<string, string> = {
  unique: 'bg-red-500',
  legendary: 'bg-amber-400',
  purple: 'bg-purple-500',
  rare: 'bg-blue-500',
  common: 'bg-gray-400',
};

/** Translated difficulty / rarity names, falling back to the API text for unknown ones. */
export function useKeycardLabels() {
  const { t } = useTranslation();
  return {
    difficulty: (name: string) =>
      t(`keycards.difficulties.${name.trim().toLowerCase()}`, { defaultValue: name }),
    rarity: (id: string, name: string) => t(`keycards.rarities.${id}`, { defaultValue: name }),
  };
}

export function CardName({ row }: { row: KeycardRow }) {
  const labels = useKeycardLabels();
  const { card } = row;
  return (
    <div className="min-w-0">
      <p className="font-semibold text-fg">{card.name}</p>
      {/* Our English name is a translation: the game's own name stands beside it. */}
      {card.name_original && (
        <p lang="zh" className="text-xs text-fg-muted" data-testid="keycard-name-original">
          {card.name_original}
        </p>
      )}
      <p className="mt-0.5 flex items-center gap-1.5 text-xs text-fg-muted">
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-2.5 shrink-0 rounded-full ring-1 ring-line-strong',
            RARITY_DOT[card.rarity_id] ?? RARITY_DOT.common,
          )}
        />
        {labels.rarity(card.rarity_id, card.rarity.name)}
      </p>
    </div>
  );
}

export function DifficultyList({ row }: { row: KeycardRow }) {
  const { t } = useTranslation();
  const labels = useKeycardLabels();
  if (row.costs.length === 0) return <span className="text-fg-muted">{t('keycards.none')}</span>;
  return (
    <ul className="space-y-0.5">
      {row.costs.map((c) => (
        <li key={c.name}>{labels.difficulty(c.name)}</li>
      ))}
    </ul>
  );
}

export function CostList({ row }: { row: KeycardRow }) {
  const { t } = useTranslation();
  const labels = useKeycardLabels();
  const f = useFormatters();
  if (row.costs.length === 0) return <span className="text-fg-muted">{t('keycards.none')}</span>;
  // A card nobody has priced shows that, not a cost of 0.
  if (row.value === 0 && !row.card.price_as_of)
    return <span className="text-fg-muted">{t('keycards.noPrice')}</span>;
  return (
    <ul className="space-y-0.5 tabular-nums">
      {row.costs.map((c) => (
        <li key={c.name}>
          <span className="text-fg-muted">{labels.difficulty(c.name)}:</span> {f.num(c.cost)}
        </li>
      ))}
    </ul>
  );
}

/** The card's value, or a dash for a card nobody has priced; an example price says it is one. */
export function ValueText({ row }: { row: KeycardRow }) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (row.value === 0 && !row.card.price_as_of) return <>—</>;
  if (row.card.price_source !== EXAMPLE_PRICE_SOURCE) return <>{f.num(row.value)}</>;
  return (
    <>
      {f.num(row.value)}{' '}
      <Badge tone="warning" className="ml-1">
        {t('common.example')}
      </Badge>
    </>
  );
}

export function ContainsText({ row }: { row: KeycardRow }) {
  const { t } = useTranslation();
  return row.contains === 'N/A' ? (
    <span className="text-fg-muted">{t('keycards.na')}</span>
  ) : (
    <span>{t('keycards.itemCount', { n: row.contains })}</span>
  );
}

/** What a row's button opens: the card's details or its price history. */
export type KeycardPanel = 'details' | 'history';

/**
 * The panel a click on a row's button asks for, or null. The buttons carry it as attributes and the
 * list answers their clicks (KeycardsContent), so the rows can keep the server's HTML.
 */
export function panelClicked(target: EventTarget): { panel: KeycardPanel; id: string } | null {
  const button = target instanceof Element ? target.closest<HTMLElement>('[data-keycard-panel]') : null;
  const panel = button?.dataset.keycardPanel;
  const id = button?.dataset.keycardId;
  return (panel === 'details' || panel === 'history') && id ? { panel, id } : null;
}

export function RowActions({ row }: { row: KeycardRow }) {
  const { t } = useTranslation();
  const actions = [
    { text: t('keycards.actions.details'), Icon: Info, panel: 'details' },
    { text: t('keycards.actions.history'), Icon: History, panel: 'history' },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(({ text, Icon, panel }) => (
        <Button
          key={text}
          size="sm"
          variant="secondary"
          icon={<Icon size={14} aria-hidden="true" />}
          data-keycard-panel={panel}
          data-keycard-id={row.card.id}
        >
          {text}
          <span className="sr-only">: {row.card.name}</span>
        </Button>
      ))}
    </div>
  );
}
