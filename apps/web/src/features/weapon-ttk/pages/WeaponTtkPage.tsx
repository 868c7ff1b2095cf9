import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder — replaced by the issue that builds this page. */
export default function WeaponTtkPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.weaponTtk.title')} />;
}
