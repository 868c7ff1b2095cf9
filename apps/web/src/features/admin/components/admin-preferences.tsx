import { useCallback, useState } from 'react';
import { SidebarPreferences } from '../../../components/layout/sidebar-preferences';

/** Language and theme switchers of the admin sidebar/drawer (the same menus as the public sidebar). */
export function AdminPreferences({ collapsed = false }: { collapsed?: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openChange = useCallback(
    (id: string) => (open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)),
    [],
  );
  return (
    <div className="space-y-1">
      <SidebarPreferences idPrefix="admin-" collapsed={collapsed} openId={openId} openChange={openChange} />
    </div>
  );
}
