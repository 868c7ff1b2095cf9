import { useTranslation } from 'react-i18next';
import type { Tag } from '@dfwiki/shared';
import { FieldErrorText } from '../ui/field';
import { FormSection } from '../ui/form-section';
import { AttachmentsEditor, type AttachmentRow } from './attachments-editor';
import { BuildStatSlider } from './build-stat-slider';
import { TagPicker } from './tag-picker';

export const BUILD_STATS = ['control', 'handling', 'stability', 'accuracy', 'range'] as const;
export type BuildStat = (typeof BUILD_STATS)[number];

/** What a build is made of beyond its name: performance values, attachments and tags. */
export interface BuildSetup {
  stats: Record<BuildStat, number>;
  attachments: AttachmentRow[];
  tag_ids: number[];
}

/**
 * The performance, attachments and tags sections of a build form (the editors' form and the
 * players' submission form). `errorOf` gives a field's message, or null when it is fine.
 */
export function BuildSetupFields({
  value,
  onChange,
  tags,
  errorOf,
  performanceHint,
}: {
  value: BuildSetup;
  onChange: (change: Partial<BuildSetup>) => void;
  tags: { data?: Tag[]; isPending: boolean; isError: boolean };
  errorOf: (field: string) => string | null;
  performanceHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection title={t('admin.builds.performance')}>
        {performanceHint && <p className="mb-4 text-sm text-fg-muted">{performanceHint}</p>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {BUILD_STATS.map((stat) => (
            <BuildStatSlider
              key={stat}
              label={t(`admin.builds.stats.${stat}`)}
              value={value.stats[stat]}
              onChange={(n) => onChange({ stats: { ...value.stats, [stat]: n } })}
              error={errorOf(stat)}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('admin.builds.attachments')}>
        <AttachmentsEditor rows={value.attachments} onChange={(rows) => onChange({ attachments: rows })} />
        <FieldErrorText message={errorOf('attachments')} />
      </FormSection>
      <FormSection title={t('admin.common.tags')}>
        <TagPicker tags={tags} value={value.tag_ids} onChange={(ids) => onChange({ tag_ids: ids })} />
        <FieldErrorText message={errorOf('tag_ids')} />
      </FormSection>
    </>
  );
}
