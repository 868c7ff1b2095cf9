import { useTranslation } from 'react-i18next';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { PageHeader } from '../../../components/ui/page-header';
import { Button } from '../../../components/ui/button';
import { TranslatedList } from '../../../components/ui/translated-list';
import { useAppConfig } from '../../../lib/app-config-context';
import { useConsent } from '../../../components/consent/consent-context';
import { LegalSection } from '../components/legal-section';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const { contactEmail } = useAppConfig();
  const { consent, reset } = useConsent();
  const status =
    consent === 'accepted'
      ? t('privacy.status.accepted')
      : consent === 'declined'
        ? t('privacy.status.declined')
        : t('privacy.status.unset');
  return (
    <>
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.lastUpdated')} />
      <div className="prose-df">
        <LegalSection id="privacy-introduction" title={t('privacy.introduction.title')}>
          <p>{t('privacy.introduction.body')}</p>
        </LegalSection>
        <LegalSection id="privacy-collect" title={t('privacy.collect.title')}>
          <p>{t('privacy.collect.intro')}</p>
          <h3>{t('privacy.collect.usage.title')}</h3>
          <p>{t('privacy.collect.usage.body')}</p>
          <h3>{t('privacy.collect.device.title')}</h3>
          <p>{t('privacy.collect.device.body')}</p>
          <h3>{t('privacy.collect.cookies.title')}</h3>
          <p>{t('privacy.collect.cookies.body')}</p>
        </LegalSection>
        <LegalSection id="privacy-analytics" title={t('privacy.analytics.title')}>
          <p>{t('privacy.analytics.intro')}</p>
          <TranslatedList i18nKey="privacy.analytics.collects" />
          <p>{t('privacy.analytics.protection')}</p>
          <p>{t('privacy.analytics.declined')}</p>
        </LegalSection>
        <LegalSection id="privacy-use" title={t('privacy.use.title')}>
          <TranslatedList i18nKey="privacy.use.items" />
          <p>{t('privacy.use.noSale')}</p>
        </LegalSection>
        <LegalSection id="privacy-choices" title={t('privacy.choices.title')}>
          <p>{t('privacy.choices.body')}</p>
          <p>
            <strong>{t('privacy.status.label')}</strong> {status}
          </p>
          <Button variant="secondary" icon={<RotateCcw size={16} aria-hidden="true" />} onClick={reset}>
            {t('privacy.choices.reset')}
          </Button>
        </LegalSection>
        <LegalSection id="privacy-contact" title={t('privacy.contact.title')}>
          {contactEmail ? (
            <p>
              {t('privacy.contact.body')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
          ) : (
            <p>{t('privacy.contact.noEmail')}</p>
          )}
        </LegalSection>
      </div>
    </>
  );
}
