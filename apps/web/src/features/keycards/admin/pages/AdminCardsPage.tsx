import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import type { Keycard } from '@dfwiki/shared';
import { Button } from '../../../../components/ui/button';
import { DataTable, type Column } from '../../../../components/ui/table';
import { useNoIndex } from '../../../../lib/use-no-index';
import { useUrlParams } from '../../../../lib/use-url-params';
import { deleteKeycard } from '../api/keycards';
import { AdminList } from '../../../../components/editing/admin-list';
import { FilterSelect } from '../../../../components/editing/filter-select';
import { KeycardFormModal } from '../components/keycard-form-modal';
import { RowButton } from '../../../../components/editing/row-actions';
import { useConfirmedDelete } from '../../../../components/editing/use-confirmed-delete';
import { keycardsQuery } from '../../../../lib/queries/keycards';
import { useMaps } from '../api/lookups';

/** /admin/dashboard/cards: Card List (ID, Name, Map, Value, Actions), New Card, edit in a modal, delete with confirmation. */
export default function AdminCardsPage() {
  const { t, i18n } = useTranslation();
  useNoIndex();
  // Edited here: re-read on every visit.
  const keycards = useQuery({ ...keycardsQuery, staleTime: 0 });
  const maps = useMaps();
  const [params] = useUrlParams();
  const mapFilter = params.get('map') ?? '';
  const [editing, setEditing] = useState<Keycard | 'new' | null>(null);
  const deletion = useConfirmedDelete({
    section: 'cards',
    remove: (card: Keycard) => deleteKeycard(card.id),
    errorToastMs: 5000,
  });
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const rows = useMemo(
    () =>
      (keycards.data ?? [])
        .filter((card) => !mapFilter || String(card.map_id) === mapFilter)
        .sort((a, b) => a.map.name.localeCompare(b.map.name) || a.name.localeCompare(b.name)),
    [keycards.data, mapFilter],
  );

  const columns: Column<Keycard>[] = [
    {
      header: t('admin.cards.id'),
      from: 'md',
      className: 'font-mono text-xs',
      cell: (card) => card.id,
    },
    {
      header: t('admin.cards.name'),
      className: 'font-medium',
      cell: (card) => (
        <>
          {card.name}
          <span className="block font-mono text-xs font-normal text-fg-muted md:hidden">{card.id}</span>
        </>
      ),
    },
    { header: t('admin.cards.map'), from: 'sm', cell: (card) => card.map.name },
    {
      header: t('admin.cards.value'),
      align: 'right',
      className: 'tabular-nums',
      cell: (card) => number.format(card.card_value),
    },
    {
      header: t('admin.common.actions'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (card) => (
        <div className="inline-flex gap-1.5 sm:gap-2">
          <RowButton action="edit" name={card.name} onClick={() => setEditing(card)} />
          <RowButton action="delete" name={card.name} onClick={() => deletion.ask(card)} />
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminList
        texts="admin.cards"
        action={
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            {t('admin.cards.new')}
          </Button>
        }
        filters={
          <FilterSelect
            param="map"
            label={t('admin.cards.map')}
            allLabel={t('admin.cards.allMaps')}
            options={maps.data}
          />
        }
        query={keycards}
        empty={rows.length === 0}
      >
        {() => (
          <DataTable label={t('admin.cards.title')} columns={columns} rows={rows} rowKey={(c) => c.id} />
        )}
      </AdminList>
      {editing && (
        <KeycardFormModal
          // The newest read of the card, so a reload after a restore or a refused save shows it.
          card={editing === 'new' ? null : (keycards.data?.find((c) => c.id === editing.id) ?? editing)}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </>
  );
}
