import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ArmorPiece, Round } from '@dfwiki/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useNoIndex } from '../../../lib/use-no-index';
import { ArmourForm } from '../components/armour-form';
import { roundLabel } from '../components/gear-tables';
import { RoundForm } from '../components/round-form';
import { useEditedPiece, useEditedRound } from '../hooks/use-edited-gear';

/** The frame of both edit screens: the title, then the form once the item is read. */
function GearFormFrame<T>({
  query,
  title,
  form,
}: {
  query: UseQueryResult<T>;
  title: (item: T | undefined) => string;
  form: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useNoIndex();
  return (
    <>
      <PageHeader title={title(query.data)} eyebrow={t('admin.gear.title')} />
      {query.isError ? (
        <EmptyState title={t('admin.common.loadFailed')} description={errorMessage(query.error)} />
      ) : query.data === undefined ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : (
        form(query.data)
      )}
    </>
  );
}

/** /admin/dashboard/gear/rounds/{roundId}. */
export function AdminRoundFormPage() {
  const { t } = useTranslation();
  const round = useEditedRound(useParams().roundId ?? '');
  const title = (r?: Round) =>
    r ? t('admin.gear.editTitle', { name: roundLabel(r) }) : t('admin.gear.editRound');
  return <GearFormFrame query={round} title={title} form={(r) => <RoundForm key={r.id} round={r} />} />;
}

/** /admin/dashboard/gear/armor/{pieceId}. */
export function AdminArmourFormPage() {
  const { t } = useTranslation();
  const piece = useEditedPiece(useParams().pieceId ?? '');
  const name = (p: ArmorPiece) =>
    `${t(`gear.armor.label.${p.type}`, { level: p.protection_level })} (${p.name_cn})`;
  const title = (p?: ArmorPiece) =>
    p ? t('admin.gear.editTitle', { name: name(p) }) : t('admin.gear.editPiece');
  return <GearFormFrame query={piece} title={title} form={(p) => <ArmourForm key={p.id} piece={p} />} />;
}
