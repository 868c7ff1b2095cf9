import { useTranslation } from 'react-i18next';
import Heart from 'lucide-react/icons/heart';
import { cx } from '../../lib/cx';
import { useAppConfig } from '../../lib/app-config-context';
import { ExternalLink } from '../ui/external-link';

/** Support-donation link from config.supportUrl (opens in a new tab). */
export function SupportLink({ collapsed = false, className }: { collapsed?: boolean; className?: string }) {
  const { t } = useTranslation();
  const { supportUrl } = useAppConfig();
  const label = t('nav.support');
  return (
    <ExternalLink
      href={supportUrl}
      aria-label={collapsed ? `${label} (${t('common.opensNewTab')})` : undefined}
      title={collapsed ? label : undefined}
      className={cx(
        'flex w-full items-center gap-3 rounded-lg py-2.5 text-sm font-medium text-nav-fg transition-colors hover:bg-hover',
        collapsed ? 'justify-center' : 'px-3',
        className,
      )}
    >
      <Heart size={collapsed ? 24 : 20} aria-hidden="true" className="shrink-0 text-negative" />
      {!collapsed && <span className="truncate">{label}</span>}
    </ExternalLink>
  );
}
