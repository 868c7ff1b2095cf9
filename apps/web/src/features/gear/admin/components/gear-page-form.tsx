import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/field';
import { FormSection } from '../../../../components/ui/form-section';
import type { ClientErrors } from '../../../../lib/use-form-state';
import { saveErrorMessage } from '../../../../lib/field-errors';
import { usePageForm } from '../../../../components/editing/use-page-form';
import { PriceAndSources, type GearFieldsState } from './gear-form-parts';
import { PageForm } from '../../../../components/editing/page-form';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';

export const GEAR_LIST = '/admin/dashboard/gear';

interface GearValues {
  name: string;
  name_cn: string;
  price: string;
  price_as_of: string;
  sources: string[];
}
type Named = { id: string; name: string | null; name_cn: string | null };

/** A round's or piece's form state and save: a toast naming it, then back to its list. */
export function useGearForm<V extends GearValues, B, S extends Named>(options: {
  initial: () => V;
  check?: (values: V) => ClientErrors;
  toBody: (values: V) => B;
  save: (body: B, version?: number) => Promise<S>;
  list: string;
  session: EditSession;
}) {
  const { t } = useTranslation();
  return usePageForm({
    ...options,
    check: options.check ?? (() => ({})),
    savedText: (saved) => t('admin.gear.saved', { name: saved.name ?? saved.name_cn ?? saved.id }),
    leaveTo: () => options.list,
    failedText: (error) => t('admin.common.saveFailed', { message: saveErrorMessage(error, t) }),
  });
}

/** Both gear forms: the names first, the item's own sections, then price and sources, and Save. */
export function GearPageForm({
  form,
  placed,
  list,
  nameCnRequired = false,
  children,
}: {
  form: GearFieldsState & Parameters<typeof PageForm>[0]['form'];
  placed: readonly string[];
  list: string;
  nameCnRequired?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { field } = form;
  return (
    <PageForm
      form={form}
      placed={['name', 'name_cn', ...placed, 'price', 'price_as_of', 'sources']}
      cancelTo={list}
      submitLabel={t('admin.common.save')}
    >
      <FormSection title={t('admin.gear.names')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('admin.gear.name')} maxLength={120} {...field('name')} />
          <TextField
            label={t('admin.gear.nameCn')}
            lang="zh"
            required={nameCnRequired}
            maxLength={120}
            {...field('name_cn')}
          />
        </div>
      </FormSection>
      {children}
      <PriceAndSources form={form} />
    </PageForm>
  );
}
