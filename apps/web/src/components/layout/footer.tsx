import { useTranslation } from 'react-i18next';
import MessageCircle from 'lucide-react/icons/message-circle';
import Globe from 'lucide-react/icons/globe';
import Users from 'lucide-react/icons/users';
import Heart from 'lucide-react/icons/heart';
import { useAppConfig } from '../../lib/app-config-context';
import { useConsent } from '../consent/consent-context';
import { SOCIAL_LINKS } from '../../lib/site-links';
import { BrandMark } from './brand-logo';
import { PrefetchLink } from './prefetch-link';

const SOCIAL_ICONS = { discord: MessageCircle, reddit: Users, official: Globe } as const;
const HEADING = 'text-sm font-semibold tracking-wide text-fg uppercase';
const LINK = 'text-sm text-fg-muted underline-offset-2 hover:text-fg hover:underline';

export function Footer() {
  const { t } = useTranslation();
  const { supportUrl } = useAppConfig();
  const { reset } = useConsent();
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer="" className="mt-16 border-t border-line bg-surface text-fg">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-2.5">
            <BrandMark className="size-8" />
            <span className="text-lg font-bold">DF Wiki</span>
          </div>
          <p className="mt-3 max-w-md text-sm leading-6 text-fg-muted">{t('footer.blurb')}</p>
          <ul className="mt-4 flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((link) => {
              const Icon = SOCIAL_ICONS[link.id];
              return (
                <li key={link.id}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`footer.socialLinks.${link.id}`)} (${t('common.opensNewTab')})`}
                    title={t(`footer.socialLinks.${link.id}`)}
                    className="flex size-10 items-center justify-center rounded-lg border border-line text-fg-muted transition-colors hover:bg-hover hover:text-fg"
                  >
                    <Icon size={20} aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
          <a
            href={supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-link hover:underline"
          >
            <Heart size={16} aria-hidden="true" />
            {t('footer.support')}
            <span className="sr-only"> ({t('common.opensNewTab')})</span>
          </a>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className={HEADING}>{t('footer.quickLinks')}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <PrefetchLink to="/" className={LINK}>
                {t('footer.home')}
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink to="/wiki/weapons" className={LINK}>
                {t('footer.weaponBuilds')}
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink to="/wiki/weaponsttk" className={LINK}>
                {t('footer.weaponTtk')}
              </PrefetchLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className={HEADING}>{t('footer.legal')}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <PrefetchLink to="/wiki/privacy-policy" className={LINK}>
                {t('footer.privacy')}
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink to="/wiki/terms" className={LINK}>
                {t('footer.terms')}
              </PrefetchLink>
            </li>
            <li>
              <button type="button" onClick={reset} className={LINK}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs leading-5 text-fg-muted sm:px-6 lg:px-8">
          <p>{t('footer.notAffiliated')}</p>
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
