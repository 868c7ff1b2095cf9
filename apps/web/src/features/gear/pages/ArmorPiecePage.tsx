import { useTranslation } from 'react-i18next';
import type { ArmorPiece } from '@dfwiki/shared';
import { calculatorLink } from '../../../lib/calculator-link';
import { CalculatorButton } from '../components/calculator-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SuggestCorrection } from '../../../components/corrections/suggest-correction';
import { ArmorFacts } from '../components/armor-facts';
import { ArmourFigureDates, GearProvenance } from '../components/gear-provenance';
import { pieceLabel } from '../components/armor-labels';
import { GearDetail } from '../components/gear-detail';
import { SourcesList } from '../components/sources-list';
import { pageLoader } from '../../../lib/page-loader';
import { armorPieceQuery } from '../../../lib/queries/gear';

/** /wiki/armor/{id}: every figure of one body armour or helmet, and its sources. */
export const pageData = pageLoader(({ params }) => [armorPieceQuery(params.pieceId ?? '')], {
  head: ({ params, read, t }) => {
    const piece = read(armorPieceQuery(params.pieceId ?? ''));
    return piece && { title: `${piece.name_cn} · ${t('meta.armorPiece.title')}` };
  },
});

export default function ArmorPiecePage() {
  return <GearDetail kind="armor" param="pieceId" query={armorPieceQuery} detail={PieceDetail} />;
}

function PieceDetail({ item: piece }: { item: ArmorPiece }) {
  const { t } = useTranslation();
  const label = pieceLabel(t, piece);
  return (
    <>
      <PageHeader
        className="mt-2"
        title={label}
        docTitle={`${label} · ${piece.name_cn}`}
        eyebrow={t(`gear.armor.kind.${piece.type}`)}
        actions={
          <SuggestCorrection subject={{ entity: 'armor', id: piece.id, name: label, values: piece }} />
        }
        subtitle={
          <>
            <span lang="zh" className="font-semibold text-fg" data-testid="piece-name-cn">
              {piece.name_cn}
            </span>
            <span className="block text-xs">{t('gear.armor.noEnglishName')}</span>
          </>
        }
      />
      <ArmorFacts piece={piece} />
      <GearProvenance item={piece} />
      <ArmourFigureDates />
      <CalculatorButton
        to={calculatorLink(piece.type === 'body' ? { bodyArmor: piece.id } : { helmet: piece.id })}
      >
        {t('gear.armor.calculatorLink')}
      </CalculatorButton>
      <SourcesList sources={piece.sources} />
    </>
  );
}
