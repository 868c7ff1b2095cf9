import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import Pencil from 'lucide-react/icons/pencil';
import type { Keycard } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { SELECT_CLASSES } from '../../../components/ui/field';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { useNoIndex } from '../../../lib/use-no-index';
import { deleteKeycard } from '../api/keycards';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { KeycardFormModal } from '../components/keycard-form-modal';
import { useInvalidateAll } from '../hooks/use-invalidate-all';
import { keycardsQuery } from '../../../lib/queries/keycards';
import { useMaps } from '../../../lib/queries/lookups';
import { DeleteRowButton } from '../components/delete-row-button';

/** /admin/dashboard/cards: Card List (ID, Name, Map, Value, Actions), New Card, edit in a modal, delete with confirmation. */
export default function AdminCardsPage() {
  const { t, i18n } = useTranslation();
  useNoIndex();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  // Edited here: re-read on every visit.
  const keycards = useQuery({ ...keycardsQuery, staleTime: 0 });
  const maps = useMaps();
  const [params, setParams] = useSearchParams();
  const mapFilter = params.get('map') ?? '';
  const [editing, setEditing] = useState<Keycard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Keycard | null>(null);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const rows = useMemo(
    () =>
      (keycards.data ?? [])
        .filter((card) => !mapFilter || String(card.map_id) === mapFilter)
        .sort((a, b) => a.map.name.localeCompare(b.map.name) || a.name.localeCompare(b.name)),
    [keycards.data, mapFilter],
  );

  const remove = useMutation({
    mutationFn: (card: Keycard) => deleteKeycard(card.id),
    onSuccess: async () => {
      showToast(t('admin.cards.deleted'), { type: 'success', timeout: 3000 });
      await invalidate();
    },
    onError: (error) =>
      showToast(t('admin.cards.deleteFailed', { message: errorMessage(error) }), {
        type: 'error',
        timeout: 5000,
      }),
    onSettled: () => setDeleting(null),
  });

  return (
    <>
      <PageHeader
        title={t('admin.cards.title')}
        subtitle={t('admin.cards.subtitle')}
        actions={
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            {t('admin.cards.new')}
          </Button>
        }
      />
      <div className="mb-4">
        <label className="sr-only" htmlFor="card-map-filter">
          {t('admin.cards.map')}
        </label>
        <select
          id="card-map-filter"
          value={mapFilter}
          onChange={(e) => setParams(e.target.value ? { map: e.target.value } : {}, { replace: true })}
          className={`${SELECT_CLASSES} sm:max-w-xs`}
        >
          <option value="">{t('admin.cards.allMaps')}</option>
          {maps.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      {keycards.isPending ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : keycards.isError ? (
        <EmptyState title={t('admin.common.loadFailed')} description={errorMessage(keycards.error)} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('admin.cards.empty')} />
      ) : (
        <Table label={t('admin.cards.title')}>
          <THead>
            <tr>
              <Th className="hidden md:table-cell">{t('admin.cards.id')}</Th>
              <Th>{t('admin.cards.name')}</Th>
              <Th className="hidden sm:table-cell">{t('admin.cards.map')}</Th>
              <Th className="text-right">{t('admin.cards.value')}</Th>
              <Th className="text-right">{t('admin.common.actions')}</Th>
            </tr>
          </THead>
          <TBody>
            {rows.map((card) => (
              <Tr key={card.id}>
                <Td className="hidden font-mono text-xs md:table-cell">{card.id}</Td>
                <Td className="font-medium">
                  {card.name}
                  <span className="block font-mono text-xs font-normal text-fg-muted md:hidden">
                    {card.id}
                  </span>
                </Td>
                <Td className="hidden sm:table-cell">{card.map.name}</Td>
                <Td className="text-right tabular-nums">{number.format(card.card_value)}</Td>
                <Td className="text-right whitespace-nowrap">
                  <div className="inline-flex gap-1.5 sm:gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Pencil size={14} aria-hidden="true" />}
                      onClick={() => setEditing(card)}
                      aria-label={t('admin.common.editNamed', { name: card.name })}
                    >
                      <span className="hidden sm:inline">{t('admin.common.edit')}</span>
                    </Button>
                    <DeleteRowButton name={card.name} onClick={() => setDeleting(card)} />
                  </div>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {editing && (
        <KeycardFormModal card={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.cards.deleteTitle')}
        message={t('admin.cards.deleteConfirm', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
