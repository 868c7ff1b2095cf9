import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_ITEMS } from '@dfwiki/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { FilterBar } from '../../../components/ui/filter-bar';
import { Tabs } from '../../../components/ui/tabs';
import { ExampleNote } from '../../../components/ui/example-note';
import { IconSymbols } from '../../../components/ui/icon-symbols';
import { STORAGE_ICONS, StorageCard } from '../components/storage-card';
import { storagePricesQuery, useStoragePrices } from '../api/storage-prices';
import { pageLoader } from '../../../lib/page-loader';
import { STORAGE_TABS, useStorageTab } from '../hooks/use-storage-tab';

const TAB_LABEL: Record<string, string> = {
  all: 'storage.tabs.all',
  'chest-rig': 'storage.tabs.chestRig',
  backpack: 'storage.tabs.backpack',
};

/** What the page reads, loaded before it renders (server and browser alike). */
export const pageData = pageLoader(() => [storagePricesQuery]);

/** The ids of the tabs that show `item`, space-separated. */
const tabsShowing = (item: (typeof STORAGE_ITEMS)[number]) =>
  STORAGE_TABS.filter((tab) => tab.type === 'all' || tab.type === item.type)
    .map((tab) => tab.id)
    .join(' ');

export default function StoragePage() {
  const { t } = useTranslation();
  const { tab, setTab, query, setQuery } = useStorageTab();
  const prices = useStoragePrices();
  const items = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return STORAGE_ITEMS.filter(
      (item) =>
        (tab.type === 'all' || item.type === tab.type) &&
        (!needle || item.name.toLocaleLowerCase().includes(needle) || item.name_cn.includes(needle)),
    );
  }, [tab.type, query]);
  return (
    <>
      <PageHeader title={t('storage.title')} subtitle={t('storage.subtitle')} />
      <Tabs
        tabs={STORAGE_TABS.map((s) => ({ id: s.id, label: t(TAB_LABEL[s.id] ?? s.id) }))}
        value={tab.id}
        onChange={setTab}
        label={t('storage.tabsLabel')}
        filtersItems
      >
        <FilterBar id="storage-filter" texts="storage.filter" value={query} onChange={setQuery}>
          <p className="text-sm text-fg-muted" data-testid="storage-count" data-early-stale="">
            {t('storage.count', { n: items.length })}
          </p>
        </FilterBar>
        <ExampleNote className="mb-4">{t('storage.layoutExample')}</ExampleNote>
        <IconSymbols icons={STORAGE_ICONS} />
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {items.map((item) => (
            // The tabs that show the card, so that a tap is answered before the app (Tabs).
            <li key={item.id} data-for-tab={tabsShowing(item)}>
              <StorageCard item={item} price={prices.data?.get(item.id)} loading={prices.isPending} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-xs text-fg-muted">
          {t('storage.note')} <AboutDataLink />
        </p>
      </Tabs>
    </>
  );
}
