import { useTranslation } from 'react-i18next';
import { MEMBER_PATHS } from '@dfwiki/shared';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Info from 'lucide-react/icons/info';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import { PageHeader } from '../../../components/ui/page-header';
import { Card } from '../../../components/ui/card';
import { ButtonLink } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { TranslatedList } from '../../../components/ui/translated-list';
import { useAppConfig } from '../../../lib/app-config-context';
import { SOCIAL_LINKS } from '../../../lib/site-links';

export default function ContributePage() {
  const { t } = useTranslation();
  const { contactEmail } = useAppConfig();
  const discord = SOCIAL_LINKS.find((link) => link.id === 'discord');
  return (
    <>
      <PageHeader texts="contribute" />
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="prose-df">
          <h2 className="mt-0!">{t('contribute.builds.title')}</h2>
          <p>{t('contribute.builds.body')}</p>
          <TranslatedList i18nKey="contribute.builds.steps" ordered />
          <div className="not-prose flex flex-wrap gap-3">
            <ButtonLink to={MEMBER_PATHS.newSubmission}>{t('contribute.builds.submit')}</ButtonLink>
            <ButtonLink to={MEMBER_PATHS.mySubmissions} variant="secondary">
              {t('contribute.builds.mine')}
            </ButtonLink>
            <ButtonLink to={MEMBER_PATHS.mySavedBuilds} variant="secondary">
              {t('contribute.builds.saved')}
            </ButtonLink>
          </div>
          <h2>{t('contribute.guides.title')}</h2>
          <p>{t('contribute.guides.body')}</p>
          <div className="not-prose flex flex-wrap gap-3">
            <ButtonLink to={MEMBER_PATHS.newGuide}>{t('contribute.guides.write')}</ButtonLink>
            <ButtonLink to={MEMBER_PATHS.myGuides} variant="secondary">
              {t('contribute.guides.mine')}
            </ButtonLink>
          </div>
          <h2>{t('contribute.corrections.title')}</h2>
          <p>{t('contribute.corrections.body')}</p>
          <div className="not-prose flex flex-wrap gap-3">
            <ButtonLink to={MEMBER_PATHS.myCorrections} variant="secondary">
              {t('contribute.corrections.mine')}
            </ButtonLink>
          </div>
          <p>{t('account.contribute.text')}</p>
          <div className="not-prose flex flex-wrap gap-3">
            <ButtonLink
              to={MEMBER_PATHS.account}
              variant="secondary"
              icon={<CircleUserRound size={18} aria-hidden="true" />}
            >
              {t('account.contribute.link')}
            </ButtonLink>
          </div>
          <h2>{t('contribute.what.title')}</h2>
          <TranslatedList i18nKey="contribute.what.items" />
          <h2>{t('contribute.how.title')}</h2>
          <p>{t('contribute.how.body')}</p>
          <TranslatedList i18nKey="contribute.how.checklist" />
          <h2>{t('contribute.next.title')}</h2>
          <p>{t('contribute.next.body')}</p>
        </div>
        <aside aria-labelledby="contribute-contact" className="space-y-4 lg:sticky lg:top-8 lg:self-start">
          <h2 id="contribute-contact" className="text-lg font-bold">
            {t('contribute.contact.title')}
          </h2>
          <Card className="p-5">
            <Mail size={22} aria-hidden="true" className="text-accent theme-contrast:text-link" />
            <h3 className="mt-2 font-semibold">{t('contribute.contact.email')}</h3>
            {contactEmail ? (
              <a
                href={`mailto:${contactEmail}`}
                className="mt-1 block font-medium break-all text-link underline underline-offset-2"
              >
                {contactEmail}
              </a>
            ) : (
              <p className="mt-1 text-sm text-fg-muted">{t('contribute.contact.noEmail')}</p>
            )}
          </Card>
          {discord && (
            <Card className="p-5">
              <MessageCircle size={22} aria-hidden="true" className="text-accent theme-contrast:text-link" />
              <h3 className="mt-2 font-semibold">{t('contribute.contact.chat')}</h3>
              <p className="mt-1 text-sm text-fg-muted">{t('contribute.contact.chatText')}</p>
              <ExternalLink
                href={discord.href}
                className="mt-2 inline-block font-medium text-link underline underline-offset-2"
              >
                {t('contribute.contact.chatLink')}
              </ExternalLink>
            </Card>
          )}
          <div role="note" className="flex gap-3 rounded-xl border border-line bg-sunken p-4 text-sm text-fg">
            <Info size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
            <p>{t('contribute.noAutomation')}</p>
          </div>
        </aside>
      </div>
    </>
  );
}
