import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subcategoryLabel } from '../components/subcategory';
import { useParams, useSearchParams } from 'react-router';
import { pathTo, type Item, type ItemPriceSeries } from '@dfwiki/shared';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { BackLink } from '../../../components/ui/back-link';
import { DetailFallback } from '../../../components/ui/detail-fallback';
import { PageHeader } from '../../../components/ui/page-header';
import { SuggestCorrection } from '../../../components/corrections/suggest-correction';
import { ApiError } from '../../../lib/api-client';
import { pageLoader } from '../../../lib/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { itemDetailQuery, itemPricesQuery } from '../api/items';
import { ItemFacts } from '../components/item-facts';
import { MarketFigures, WearChoice } from '../components/item-market';
import { FoundIn, ItemLinks, NewerPrices } from '../components/item-places';
import { ItemPriceChart } from '../components/item-price-chart';
import { useItemFormat } from '../components/use-item-format';

/** /wiki/items/{slug}: one item, its wear states, market figures, price history, places and links. */
export const pageData = pageLoader(
  ({ params }) => [itemDetailQuery(params.itemSlug ?? ''), itemPricesQuery(params.itemSlug ?? '')],
  {
    // Our English name stands beside the game's Chinese one, in link previews too.
    head: ({ params, read, t }) => {
      const item = read(itemDetailQuery(params.itemSlug ?? ''));
      return item && { title: `${item.name} (${item.name_cn}) · ${t('meta.item.title')}` };
    },
  },
);

export default function ItemPage() {
  const { t } = useTranslation();
  const slug = useParams().itemSlug ?? '';
  const read = useQuery(itemDetailQuery(slug));
  const back = <BackLink to={pathTo('items')}>{t('items.back')}</BackLink>;
  const notFound = read.error instanceof ApiError && read.error.status >= 400 && read.error.status < 500;
  // Set here, not only by the header: a parent's effect runs after its children's, and would put
  // back the bare site name once the app has started.
  useDocumentTitle(
    read.data ? `${read.data.name} (${read.data.name_cn})` : notFound ? t('items.notFound.title') : undefined,
  );
  if (read.data) return <ItemDetail item={read.data} back={back} />;
  return (
    <DetailFallback
      pending={read.isPending}
      notFound={notFound}
      texts="items"
      back={back}
      retry={() => void read.refetch()}
    />
  );
}

/** The chart when there are two prices or more; a line saying the one price or that there is none. */
function PriceHistory({
  series,
  name,
  pending,
}: {
  series: ItemPriceSeries[];
  name: string;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const f = useItemFormat();
  const points = series.flatMap((s) => s.points);
  if (points.length > 1) return <ItemPriceChart series={series} name={name} />;
  const [only] = points;
  return (
    <p className="text-sm text-fg-muted">
      {pending
        ? t('items.chart.loading')
        : only
          ? t('items.chart.onePoint', { price: f.int(only[1]), date: f.day(only[0]) })
          : t('items.chart.none')}
    </p>
  );
}

function ItemDetail({ item, back }: { item: Item; back: React.ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('wear');
  const variant =
    item.variants.find((v) => v.wear === asked) ?? item.variants.find((v) => v.wear === item.wear);
  const prices = useQuery(itemPricesQuery(item.slug));
  const series = (prices.data ?? []).filter((s) => s.wear === variant?.wear && s.kind === 'market');
  return (
    <>
      {back}
      <PageHeader
        className="mt-2"
        title={item.name}
        docTitle={`${item.name} (${item.name_cn})`}
        actions={
          <SuggestCorrection subject={{ entity: 'item', id: item.id, name: item.name, values: item }} />
        }
        eyebrow={`${t(`items.categories.${item.category}`)} · ${subcategoryLabel(t, item.subcategory)}`}
        subtitle={
          <>
            <span lang="zh" data-testid="item-name-cn">
              {item.name_cn}
            </span>{' '}
            <span className="text-xs">{t('items.nameNote')}</span>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="item-market">
          <h2 id="item-market" className="mb-3 text-lg font-bold">
            {t('items.market.title')}
          </h2>
          <WearChoice item={item} wear={variant?.wear ?? ''} />
          {variant && <MarketFigures variant={variant} slots={item.slots} />}
          <NewerPrices item={item} asOf={variant?.price_as_of ?? null} />
          <section aria-labelledby="item-history" className="mt-6">
            <h3 id="item-history" className="mb-2 font-semibold">
              {t('items.chart.heading')}
            </h3>
            <PriceHistory series={series} name={item.name} pending={prices.isPending} />
          </section>
        </section>
        <ItemFacts item={item} variant={variant} />
      </div>
      <FoundIn item={item} />
      <ItemLinks item={item} />
      <section aria-labelledby="item-sources" className="mt-8 text-xs text-fg-muted">
        <h2 id="item-sources" className="mb-1 text-sm font-semibold text-fg">
          {t('items.sources')}
        </h2>
        <ul className="list-disc space-y-0.5 pl-5">
          {item.sources.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p className="mt-2">
          <AboutDataLink section="sources" />
        </p>
      </section>
    </>
  );
}
