import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newestPriceDate, sortKeycards } from '@dfwiki/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { CorrectionDialog } from '../../../components/corrections/suggest-correction';
import { Tabs } from '../../../components/ui/tabs';
import { KeycardDetailsModal } from '../components/keycard-details-modal';
import { KeycardHistoryModal } from '../components/keycard-history-modal';
import { KeycardToolbar } from '../components/keycard-toolbar';
import { KeycardsContent } from '../components/keycards-content';
import { matchesName, toKeycardRow } from '../hooks/keycard-rows';
import { MAP_OPTIONS, useKeycardParams } from '../hooks/use-keycard-params';
import { keycardsQuery, useKeycards } from '../../../lib/queries/keycards';
import { pageLoader } from '../../../lib/page-loader';

// `correct`: the correction dialog, opened from a card's details.
type Open = { kind: 'details' | 'history' | 'correct'; id: string } | null;

/** What the page reads, loaded before it renders (server and browser alike). */
export const pageData = pageLoader(() => [keycardsQuery]);

export default function KeycardsPage() {
  const { t } = useTranslation();
  const { map, query, setMap, setQuery } = useKeycardParams();
  const keycards = useKeycards();
  const [open, setOpen] = useState<Open>(null);

  const mapCards = useMemo(
    () => sortKeycards((keycards.data ?? []).filter((card) => card.map.name === map.name)),
    [keycards.data, map.name],
  );
  const rows = useMemo(
    () => mapCards.filter((card) => matchesName(card, query)).map(toKeycardRow),
    [mapCards, query],
  );
  const newest = useMemo(() => newestPriceDate(mapCards), [mapCards]);
  const openCard = open ? ((keycards.data ?? []).find((card) => card.id === open.id) ?? null) : null;

  return (
    <>
      <PageHeader title={t('keycards.title')} subtitle={t('keycards.subtitle')} />
      <Tabs
        tabs={MAP_OPTIONS.map((m) => ({ id: m.slug, label: m.name }))}
        value={map.slug}
        onChange={setMap}
        label={t('keycards.mapTabs')}
      >
        <KeycardToolbar query={query} onQuery={setQuery} newestPrice={newest} />
        <KeycardsContent
          status={keycards.status}
          retrying={keycards.isFetching}
          onRetry={() => void keycards.refetch()}
          mapCount={mapCards.length}
          rows={rows}
          mapName={map.name}
          onClearFilter={() => setQuery('')}
          onOpen={(kind, id) => setOpen({ kind, id })}
        />
      </Tabs>
      <KeycardDetailsModal
        card={open?.kind === 'details' ? openCard : null}
        onClose={() => setOpen(null)}
        onSuggest={(id) => setOpen({ kind: 'correct', id })}
      />
      {open?.kind === 'correct' && openCard && (
        <CorrectionDialog
          subject={{
            entity: 'keycard',
            id: openCard.id,
            name: `${openCard.map.name} · ${openCard.name}`,
            values: openCard,
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <KeycardHistoryModal
        key={open?.kind === 'history' ? open.id : 'closed'}
        card={open?.kind === 'history' ? openCard : null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
