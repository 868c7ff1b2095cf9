import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  const { roundId = '' } = useParams();
  return (
    <GearFormFrame
      query={useEditedRound(roundId)}
      title={(r) => (r ? t('admin.gear.editTitle', { name: roundLabel(r) }) : t('admin.gear.editRound'))}
      form={(round) => <RoundForm key={round.id} round={round} />}
    />
  );
}

/** /admin/dashboard/gear/armor/{pieceId}. */
export function AdminArmourFormPage() {
  const { t } = useTranslation();
  const { pieceId = '' } = useParams();
  return (
    <GearFormFrame
      query={useEditedPiece(pieceId)}
      title={(p) =>
        p
          ? t('admin.gear.editTitle', {
              name: `${t(`gear.armor.label.${p.type}`, { level: p.protection_level })} (${p.name_cn})`,
            })
          : t('admin.gear.editPiece')
      }
      form={(piece) => <ArmourForm key={piece.id} piece={piece} />}
    />
  );
}
