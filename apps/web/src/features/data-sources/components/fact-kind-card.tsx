import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { TranslatedList } from '../../../components/ui/translated-list';
import type { FactKind } from '../data/fact-kinds';

/** One kind of fact that has no source (estimates, examples…): what it covers, as a short list. */
export function FactKindCard({ kind }: { kind: FactKind }) {
  const { t } = useTranslation();
  const Icon = kind.icon;
  const titleId = `${kind.anchor}-title`;
  return (
    <section id={kind.anchor} aria-labelledby={titleId} className="scroll-mt-20">
      <Card className="h-full p-5">
        <div className="flex items-center gap-2.5">
          <Icon size={22} aria-hidden="true" className="shrink-0 text-accent theme-contrast:text-link" />
          <h2 id={titleId} className="text-lg font-bold">
            {t(`dataSources.kinds.${kind.id}.title`)}
          </h2>
        </div>
        <p className="mt-2 text-sm text-fg-muted">{t(`dataSources.kinds.${kind.id}.intro`)}</p>
        <TranslatedList
          i18nKey={`dataSources.kinds.${kind.id}.items`}
          className="mt-3 list-disc space-y-2 pl-5 text-sm marker:text-fg-muted"
        />
      </Card>
    </section>
  );
}
