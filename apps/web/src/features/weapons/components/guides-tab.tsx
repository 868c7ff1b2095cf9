import { useTranslation } from 'react-i18next';
import { ContributeLink } from '../../../components/ui/contribute-link';
import BookOpen from 'lucide-react/icons/book-open';
import { useAppConfig } from '../../../lib/app-config-context';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** Guides & Tips tab: an invitation with the contact address and a disabled submit button. */
export function GuidesTab({ weaponName }: { weaponName: string }) {
  const { t } = useTranslation();
  const { contactEmail } = useAppConfig();
  return (
    <EmptyState
      icon={<BookOpen size={36} />}
      title={t('weapons.guides.title', { name: weaponName })}
      description={
        <>
          {contactEmail ? (
            <>
              {t('weapons.guides.text')}{' '}
              <a href={`mailto:${contactEmail}`} className="font-semibold text-link underline">
                {contactEmail}
              </a>
            </>
          ) : (
            <>
              {t('weapons.guides.textNoEmail')} <ContributeLink />
            </>
          )}
        </>
      }
      action={
        <Button disabled title={t('weapons.guides.soon')}>
          {t('weapons.guides.submit')}
        </Button>
      }
    />
  );
}
