import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Save from 'lucide-react/icons/save';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useNoIndex } from '../../../lib/use-no-index';
import { RotationPreview } from '../components/rotation-preview';
import { RotationScheduleFields, RotationVersionFields } from '../components/rotation-fields';
import { RotationVersions } from '../components/rotation-versions';
import { useRotationEditor } from '../hooks/use-rotation-editor';
import { ConflictAlert } from '../history/conflict-alert';
import { HistoryPanel } from '../history/history-panel';

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
            <Card className="space-y-4 p-4">
              <h2 className="text-lg font-bold">{t('admin.rotation.versionTitle')}</h2>
              <RotationVersionFields editor={editor} />
            </Card>
            <Card className="space-y-4 p-4">
              <h2 className="text-lg font-bold">{t('admin.rotation.scheduleTitle')}</h2>
              <RotationScheduleFields editor={editor} />
            </Card>
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
            <Card className="space-y-3 p-4">
              <h2 className="text-lg font-bold">{t('admin.rotation.previewTitle')}</h2>
              <RotationPreview body={editor.body} />
            </Card>
            <Card className="space-y-3 p-4">
              <h2 className="text-lg font-bold">{t('admin.rotation.versionsTitle')}</h2>
              <RotationVersions />
            </Card>
            <Card className="space-y-3 p-4">
              <h2 className="text-lg font-bold">{t('admin.history.title')}</h2>
              <HistoryPanel session={{ ...editor.session, reload: editor.reload }} />
            </Card>
          </div>
        </div>
      )}
    </>
  );
}
