import { useTranslation } from 'react-i18next';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '../../../components/ui/button';

/** The Delete action of an admin table row: icon-only on phones, named for screen readers. */
export function DeleteRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="danger"
      icon={<Trash2 size={14} aria-hidden="true" />}
      onClick={onClick}
      aria-label={t('admin.common.deleteNamed', { name })}
    >
      <span className="hidden sm:inline">{t('admin.common.delete')}</span>
    </Button>
  );
}
