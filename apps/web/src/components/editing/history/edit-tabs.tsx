import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tabs';
import { HistoryPanel } from './history-panel';
import type { EditSession } from './use-edit-session';

type Tab = 'edit' | 'history';

/**
 * An edit screen's Edit and History tabs. The form stays mounted while History is open, so what
 * the editor typed is still there on the way back. A new entity has no history: just the form.
 */
export function EditTabs({ session, children }: { session: EditSession; children: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('edit');
  if (session.id === undefined) return children;
  return (
    <Tabs<Tab>
      tabs={[
        { id: 'edit', label: t('admin.history.editTab') },
        { id: 'history', label: t('admin.history.title') },
      ]}
      value={tab}
      onChange={setTab}
      label={t('admin.history.tabsLabel')}
    >
      <div hidden={tab !== 'edit'}>{children}</div>
      {tab === 'history' && <HistoryPanel session={session} />}
    </Tabs>
  );
}
