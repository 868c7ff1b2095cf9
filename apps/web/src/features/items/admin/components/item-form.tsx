import { useTranslation } from 'react-i18next';
import type { Item, ItemPatch } from '@dfwiki/shared';
import { TextField } from '../../../../components/ui/field';
import { FormSection } from '../../../../components/ui/form-section';
import { saveErrorMessage } from '../../../../lib/field-errors';
import { updateItemName } from '../api/items';
import { usePageForm } from '../../../../components/editing/use-page-form';
import { ITEMS_LIST } from './items-table';
import { PageForm } from '../../../../components/editing/page-form';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';

interface ItemValues {
  name: string;
}
const toBody = (values: ItemValues): ItemPatch => ({ name: values.name.trim() });

/** An item's English name (our translation of the game's Chinese one); a save goes back to the list. */
export function ItemForm({ item, session }: { item: Item; session: EditSession }) {
  const { t } = useTranslation();
  const form = usePageForm({
    initial: (): ItemValues => ({ name: item.name }),
    check: (values) => (values.name.trim() ? {} : { name: 'admin.items.nameRequired' }),
    toBody,
    save: (body: ItemPatch, version) => updateItemName(item.id, body, version),
    savedText: (saved) => t('admin.items.saved', { name: saved.name }),
    leaveTo: () => ITEMS_LIST,
    failedText: (error) => t('admin.common.saveFailed', { message: saveErrorMessage(error, t) }),
    session,
  });
  return (
    <PageForm form={form} placed={['name']} cancelTo={ITEMS_LIST} submitLabel={t('admin.common.save')}>
      <FormSection title={t('admin.items.names')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.items.gameName')}
            hint={t('admin.items.gameNameHint')}
            lang="zh"
            value={item.name_cn}
            readOnly
          />
          <TextField
            label={t('admin.items.name')}
            hint={t('admin.items.nameHint')}
            required
            maxLength={120}
            {...form.field('name')}
          />
        </div>
      </FormSection>
    </PageForm>
  );
}
