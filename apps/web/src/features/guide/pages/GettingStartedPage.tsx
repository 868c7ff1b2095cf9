import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { useTList } from '../../../i18n/use-t-list';
import { pathTo } from '@dfwiki/shared';
import { KeptHtml } from '../../../take-over/kept-html';
import { pageLoader } from '../../../lib/page-loader';
import { rotationQuery } from '../../../lib/queries/rotation';
import { EditorsAdvice } from '../components/editors-advice';
import { RotationSummary } from '../components/rotation-summary';

/** Order of the guide's sections; the text lives in the locale files under guide.sections.<key>. */
const SECTIONS = [
  'mode',
  'loadout',
  'maps',
  'keycards',
  'safeBox',
  'extraction',
  'havoc',
  'firstRaids',
] as const;
const RELATED: Partial<Record<(typeof SECTIONS)[number], { to: string; key: string }>> = {
  loadout: { to: pathTo('ttk'), key: 'guide.related.ttk' },
  maps: { to: pathTo('rotation'), key: 'guide.related.rotation' },
  keycards: { to: pathTo('cards'), key: 'guide.related.cards' },
  safeBox: { to: pathTo('storage'), key: 'guide.related.storage' },
};

/** What the page reads, loaded before it renders (server and browser alike): the maps section's rotation. */
export const pageData = pageLoader(() => [rotationQuery]);

export default function GettingStartedPage() {
  const { t } = useTranslation();
  const list = useTList();
  // null when none is stored or it could not be read: the maps section then says where to look.
  const rotation = useQuery(rotationQuery).data ?? null;
  return (
    <>
      <PageHeader eyebrow={t('guide.eyebrow')} title={t('guide.title')} subtitle={t('guide.intro')} />
      {/* Text, links and the rotation: the server's HTML stays until the rotation changes. */}
      <KeptHtml data={rotation} className="grid gap-10 lg:grid-cols-[14rem_1fr]">
        {(version) => (
          <>
            <nav aria-label={t('guide.toc')} className="lg:sticky lg:top-8 lg:self-start">
              <h2 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
                {t('guide.toc')}
              </h2>
              <ol className="mt-3 space-y-1.5 text-sm">
                {SECTIONS.map((key, index) => (
                  <li key={key}>
                    <a href={`#guide-${key}`} className="df-link">
                      {index + 1}. {t(`guide.sections.${key}.title`)}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="prose-df">
              {SECTIONS.map((key, index) => {
                const related = RELATED[key];
                return (
                  <section key={key} aria-labelledby={`guide-${key}`} className="scroll-mt-20">
                    <h2 id={`guide-${key}`} className={index === 0 ? 'mt-0!' : undefined}>
                      {index + 1}. {t(`guide.sections.${key}.title`)}
                    </h2>
                    {list(`guide.sections.${key}.paragraphs`).map((text) => (
                      <p key={text}>{text}</p>
                    ))}
                    {key === 'maps' && <RotationSummary version={version} />}
                    <EditorsAdvice paragraphs={list(`guide.sections.${key}.advice`)} />
                    {list(`guide.sections.${key}.tips`).length > 0 && (
                      <ul>
                        {list(`guide.sections.${key}.tips`).map((text) => (
                          <li key={text}>{text}</li>
                        ))}
                      </ul>
                    )}
                    {related && (
                      <p>
                        <PrefetchLink to={related.to}>{t(related.key)}</PrefetchLink>
                      </p>
                    )}
                  </section>
                );
              })}
              <p className="mt-10 rounded-xl border border-line bg-surface p-4 text-sm text-fg-muted">
                {t('guide.disclaimer')}
              </p>
            </div>
          </>
        )}
      </KeptHtml>
    </>
  );
}
