import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SuggestCorrection } from '../../../components/corrections/suggest-correction';
import { Spinner } from '../../../components/ui/spinner';
import { rotationQuery, useRotation } from '../../../lib/queries/rotation';
import { pageLoader } from '../../../lib/page-loader';
import { RotationView } from '../components/rotation-view';

/** What the page reads, loaded before it renders (server and browser alike). */
export const pageData = pageLoader(() => [rotationQuery]);

/** /wiki/map-rotation: the current Operations rotation from the API (server-rendered with its data). */
export default function MapRotationPage() {
  const { t } = useTranslation();
  const rotation = useRotation();
  return (
    <>
      <PageHeader
        texts="rotation"
        docTitle={t('pages.mapRotation.title')}
        actions={
          rotation.data && (
            <SuggestCorrection
              subject={{
                entity: 'rotation',
                id: 'current',
                name: t('rotation.title'),
                values: { schedule: rotation.data.schedule },
              }}
            />
          )
        }
      />
      {rotation.isPending ? (
        <Spinner label={t('rotation.loading')} />
      ) : rotation.isError ? (
        <EmptyState
          texts="rotation.error"
          action={
            <Button variant="secondary" onClick={() => void rotation.refetch()}>
              {t('rotation.error.retry')}
            </Button>
          }
        />
      ) : rotation.data === null ? (
        <EmptyState texts="rotation.empty" />
      ) : (
        <RotationView version={rotation.data} />
      )}
    </>
  );
}
