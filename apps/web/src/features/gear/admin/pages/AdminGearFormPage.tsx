import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import type { ArmorPiece, Round } from '@dfwiki/shared';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useNoIndex } from '../../../../lib/use-no-index';
import { ArmourForm } from '../components/armour-form';
import { roundLabel } from '../components/gear-tables';
import { RoundForm } from '../components/round-form';
import { useEditedPiece, useEditedRound } from '../hooks/use-edited-gear';
import { EditTabs } from '../../../../components/editing/history/edit-tabs';
import { useEditSession, type EditSession } from '../../../../components/editing/history/use-edit-session';

/** The frame of both edit screens: the title, then the form once the item is read. */
function GearFormFrame<T extends { id: string; version?: number }>({
  entity,
  query,
  title,
  form,
}: {
  entity: 'ammo' | 'armor';
  query: UseQueryResult<T>;
  title: (item: T | undefined) => string;
  form: (item: T, session: EditSession) => ReactNode;
}) {
  const { t } = useTranslation();
  useNoIndex();
  const session = useEditSession(entity, query.data?.id, query.data);
  return (
    <>
      <PageHeader title={title(query.data)} eyebrow={t('admin.gear.title')} />
      {query.isError || session.failed ? (
        <EmptyState title={t('admin.common.loadFailed')} description={errorMessage(query.error)} />
      ) : query.data === undefined || !session.ready ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : (
        <EditTabs session={session}>
          {/* A new key opens the form afresh on the newest version (after a restore or reload). */}
          <Fragment key={session.formKey}>{form(query.data, session)}</Fragment>
        </EditTabs>
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
  const form = (r: Round, session: EditSession) => <RoundForm round={r} session={session} />;
  return <GearFormFrame entity="ammo" query={round} title={title} form={form} />;
}

/** /admin/dashboard/gear/armor/{pieceId}. */
export function AdminArmourFormPage() {
  const { t } = useTranslation();
  const piece = useEditedPiece(useParams().pieceId ?? '');
  const name = (p: ArmorPiece) =>
    `${t(`gear.armor.label.${p.type}`, { level: p.protection_level })} (${p.name_cn})`;
  const title = (p?: ArmorPiece) =>
    p ? t('admin.gear.editTitle', { name: name(p) }) : t('admin.gear.editPiece');
  const form = (p: ArmorPiece, session: EditSession) => <ArmourForm piece={p} session={session} />;
  return <GearFormFrame entity="armor" query={piece} title={title} form={form} />;
}
