import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { useNoIndex } from '../../../lib/use-no-index';

/** Placeholder — replaced by the issue that builds this page. Not indexed by search engines. */
export default function AdminWeaponFormPage() {
  const { t } = useTranslation();
  useNoIndex();
  return <PlaceholderPage title={t('pages.admin.weaponForm')} />;
}
