import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import KeyRound from 'lucide-react/icons/key-round';
import RotateCw from 'lucide-react/icons/rotate-cw';
import SearchX from 'lucide-react/icons/search-x';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import type { KeycardRow } from '../hooks/keycard-rows';
import { panelClicked, type KeycardPanel } from './keycard-cells';
import { KeycardCards } from './keycard-cards';
import { KeycardTable } from './keycard-table';

export interface KeycardsContentProps {
  status: 'pending' | 'error' | 'success';
  retrying: boolean;
  onRetry: () => void;
  /** Cards of the map before the name filter. */
  mapCount: number;
  rows: KeycardRow[];
  mapName: string;
  onClearFilter: () => void;
  /** A row's Details or History button was pressed. */
  onOpen: (panel: KeycardPanel, id: string) => void;
}

/** Loading, failed, empty, no-match, or the list (table from 768 px, stacked cards below). */
export function KeycardsContent(props: KeycardsContentProps) {
  const { t } = useTranslation();
  const { status, rows, mapName } = props;

  if (status === 'pending')
    return (
      // Holds the page's height while loading, so the footer does not jump (layout shift).
      <div className="flex min-h-[70vh] justify-center py-16">
        <Spinner size="lg" label={t('keycards.loading')} />
      </div>
    );
  if (status === 'error' || props.mapCount === 0) {
    return (
      <EmptyState
        icon={<KeyRound size={36} />}
        title={t('keycards.empty.title')}
        description={
          status === 'error' ? t('keycards.empty.failed') : t('keycards.empty.text', { map: mapName })
        }
        action={
          status === 'error' ? (
            <Button
              onClick={props.onRetry}
              loading={props.retrying}
              icon={<RotateCw size={16} aria-hidden="true" />}
            >
              {t('keycards.empty.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<SearchX size={36} />}
        title={t('keycards.filter.noMatch')}
        action={
          <Button variant="secondary" onClick={props.onClearFilter}>
            {t('keycards.filter.clear')}
          </Button>
        }
      />
    );
  }
  const label = t('keycards.tableLabel', { map: mapName });
  // The rows' buttons are answered here, so the rows themselves can keep the server's HTML.
  const onClick = (event: MouseEvent) => {
    const asked = panelClicked(event.target);
    if (asked) props.onOpen(asked.panel, asked.id);
  };
  // Both layouts are in the HTML and CSS shows one, so the first paint is right on any screen.
  return (
    // Only the buttons inside are pressed (with a mouse or a key); this answers their clicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick}>
      <div className="hidden md:block">
        <KeycardTable rows={rows} label={label} />
      </div>
      <div className="md:hidden">
        <KeycardCards rows={rows} label={label} />
      </div>
      <CostRuleNote />
    </div>
  );
}

/** Cost per open is the wiki's own rule of thumb, not a figure of the game: said under the list. */
function CostRuleNote() {
  const { t } = useTranslation();
  return (
    <p className="mt-3 text-xs text-fg-muted" data-testid="cost-rule-note">
      {t('keycards.costRule')}
    </p>
  );
}
