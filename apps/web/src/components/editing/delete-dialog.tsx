import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/** The admin sections whose rows are deleted with a confirmation. */
export type DeleteSection = 'cards' | 'weapons' | 'builds' | 'tags';

/** Asks to delete `row` in the section's words (admin.<section>.deleteTitle / deleteConfirm). */
export function DeleteDialog<Row extends { name: string }>({
  section,
  row,
  busy,
  onCancel,
  onConfirm,
}: {
  section: DeleteSection;
  row: Row | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (row: Row) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={row !== null}
      title={t(`admin.${section}.deleteTitle`)}
      message={t(`admin.${section}.deleteConfirm`, { name: row?.name ?? '' })}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => row && onConfirm(row)}
    />
  );
}
