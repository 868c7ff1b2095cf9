import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useAppConfig } from '../../../lib/app-config-context';
import { LegalSection } from '../components/legal-section';
import { KeptHtml } from '../../../take-over/kept-html';

const SECTIONS = [
  'introduction',
  'nonCommercial',
  'accuracy',
  'intellectualProperty',
  'contributions',
  'warranties',
  'liability',
  'externalLinks',
  'changes',
  'contact',
] as const;

export default function TermsPage() {
  const { t } = useTranslation();
  const { contactEmail } = useAppConfig();
  return (
    <>
      <PageHeader title={t('terms.title')} subtitle={t('terms.lastUpdated')} />
      {/* Text only: the server's HTML stays for as long as the page is open. */}
      <KeptHtml data={contactEmail} className="prose-df">
        {(contactEmail) => (
          <>
            {SECTIONS.map((key, index) => (
              <LegalSection
                key={key}
                id={`terms-${key}`}
                title={`${index + 1}. ${t(`terms.sections.${key}.title`)}`}
              >
                <p>{t(`terms.sections.${key}.body`)}</p>
                {key === 'contact' && (
                  <p>
                    {contactEmail ? (
                      <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                    ) : (
                      t('privacy.contact.noEmail')
                    )}
                  </p>
                )}
              </LegalSection>
            ))}
          </>
        )}
      </KeptHtml>
    </>
  );
}
