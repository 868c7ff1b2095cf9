import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CloseButton } from '../../components/ui/close-button';
import { useConsent } from './consent-context';

/** Shown while no consent choice is stored. Close (X) counts as decline. */
export function CookieBanner() {
  const { t } = useTranslation();
  const { consent, accept, decline } = useConsent();
  if (consent !== null) return null;
  return (
    <section
      data-cookie-banner=""
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[90] mx-auto max-w-3xl rounded-2xl border border-line-strong bg-raised p-4 text-fg shadow-2xl md:bottom-4 md:left-[calc(var(--df-sidebar-width)+1rem)] md:p-5"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="cookie-banner-title" className="pr-8 font-semibold">
            {t('consent.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            {t('consent.text')}{' '}
            <Link to="/privacy-policy" className="font-medium text-link underline underline-offset-2">
              {t('consent.learnMore')}
            </Link>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={accept}>{t('consent.accept')}</Button>
            <Button variant="secondary" onClick={decline}>
              {t('consent.decline')}
            </Button>
          </div>
        </div>
        <CloseButton
          label={t('consent.close')}
          onClick={decline}
          className="absolute top-3 right-3 rounded-md p-1.5 text-fg-muted hover:bg-hover hover:text-fg"
          iconSize={20}
        />
      </div>
    </section>
  );
}
