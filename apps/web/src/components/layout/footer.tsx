import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import MessageCircle from 'lucide-react/icons/message-circle';
import Globe from 'lucide-react/icons/globe';
import Users from 'lucide-react/icons/users';
import Heart from 'lucide-react/icons/heart';
import { pathTo } from '@dfwiki/shared';
import { useAppConfig } from '../../lib/app-config-context';
import { useConsent } from '../consent/consent-context';
import { SOCIAL_LINKS } from '../../lib/site-links';
import { CONTENT_LICENCE } from '../ui/content-licence';
import { ExternalLink } from '../ui/external-link';
import { BrandMark } from './brand-logo';
import { PrefetchLink } from './prefetch-link';

const SOCIAL_ICONS = { discord: MessageCircle, reddit: Users, official: Globe } as const;
const HEADING = 'text-sm font-semibold tracking-wide text-fg uppercase';
const LINK = 'text-sm text-fg-muted underline-offset-2 hover:text-fg hover:underline';
const QUICK_LINKS = [
  { to: pathTo('home'), label: 'footer.home' },
  { to: pathTo('builds'), label: 'footer.weaponBuilds' },
  { to: pathTo('ttk'), label: 'footer.weaponTtk' },
  { to: pathTo('guides'), label: 'footer.guides' },
  { to: pathTo('recentChanges'), label: 'footer.recentChanges' },
  { to: pathTo('data'), label: 'footer.aboutData' },
];
const LEGAL_LINKS = [
  { to: pathTo('privacy'), label: 'footer.privacy' },
  { to: pathTo('terms'), label: 'footer.terms' },
];

/** One titled column of footer links; `children` adds rows after the links. */
function LinkColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: { to: string; label: string }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className={HEADING}>{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <PrefetchLink to={link.to} className={LINK}>
              {t(link.label)}
            </PrefetchLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

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
          <ExternalLink
            href={supportUrl}
            className="mt-5 inline-flex items-center gap-2 text-sm font-semibold df-link"
          >
            <Heart size={16} aria-hidden="true" />
            {t('footer.support')}
          </ExternalLink>
        </div>
        <LinkColumn title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <LinkColumn title={t('footer.legal')} links={LEGAL_LINKS}>
          <li>
            <button type="button" onClick={reset} className={LINK} data-consent-reset>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </LinkColumn>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs leading-5 text-fg-muted sm:px-6 lg:px-8">
          <p>{t('footer.notAffiliated')}</p>
          <p data-testid="footer-licence">
            <Trans
              i18nKey="footer.licence"
              values={{ licence: CONTENT_LICENCE.name }}
              components={{ licence: <ExternalLink href={CONTENT_LICENCE.url} className="underline" /> }}
            />
          </p>
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
