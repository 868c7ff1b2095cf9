import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Save from 'lucide-react/icons/save';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { Spinner } from '../../../../components/ui/spinner';
import { useNoIndex } from '../../../../lib/use-no-index';
import { RotationPreview } from '../components/rotation-preview';
import { RotationScheduleFields, RotationVersionFields } from '../components/rotation-fields';
import { RotationVersions } from '../components/rotation-versions';
import { useRotationEditor } from '../hooks/use-rotation-editor';
import { ConflictAlert } from '../../../../components/editing/history/conflict-alert';
import { HistoryPanel } from '../../../../components/editing/history/history-panel';

/** /admin/dashboard/rotation: replace the map rotation with a new current version. Not indexed. */
export default function AdminRotationPage() {
  const { t } = useTranslation();
  useNoIndex();
  const editor = useRotationEditor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    editor.save();
  };
  return (
    <>
      <PageHeader title={t('admin.rotation.title')} subtitle={t('admin.rotation.subtitle')} />
      {editor.current.isError ? (
        <p className="text-sm text-negative">{t('admin.rotation.loadError')}</p>
      ) : !editor.draft || !editor.body ? (
        <Spinner label={t('admin.rotation.loading')} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <form
            noValidate
            onSubmit={submit}
            className="min-w-0 space-y-6"
            aria-label={t('admin.rotation.title')}
          >
            <Panel title={t('admin.rotation.versionTitle')} spacing="space-y-4">
              <RotationVersionFields editor={editor} />
            </Panel>
            <Panel title={t('admin.rotation.scheduleTitle')} spacing="space-y-4">
              <RotationScheduleFields editor={editor} />
            </Panel>
            {editor.stale && <ConflictAlert onReload={() => void editor.reload()} />}
            <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-line bg-page/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
              <Button variant="secondary" onClick={editor.reset}>
                {t('admin.rotation.reset')}
              </Button>
              <Button type="submit" loading={editor.saving} icon={<Save size={16} aria-hidden="true" />}>
                {t('admin.rotation.save')}
              </Button>
            </div>
          </form>
          <div className="min-w-0 space-y-6">
            <Panel title={t('admin.rotation.previewTitle')} spacing="space-y-3">
              <RotationPreview body={editor.body} />
            </Panel>
            <Panel title={t('admin.rotation.versionsTitle')} spacing="space-y-3">
              <RotationVersions />
            </Panel>
            <Panel title={t('admin.history.title')} spacing="space-y-3">
              <HistoryPanel session={{ ...editor.session, reload: editor.reload }} />
            </Panel>
          </div>
        </div>
      )}
    </>
  );
}

/** One titled panel of the editor or beside it. */
function Panel({
  title,
  spacing,
  children,
}: {
  title: string;
  spacing: 'space-y-3' | 'space-y-4';
  children: ReactNode;
}) {
  return (
    <Card className={`${spacing} p-4`}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}
