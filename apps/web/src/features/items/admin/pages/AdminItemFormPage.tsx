import { Fragment } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useNoIndex } from '../../../../lib/use-no-index';
import { useEditedItem } from '../api/items';
import { ItemForm } from '../components/item-form';
import { EditTabs } from '../../../../components/editing/history/edit-tabs';
import { useEditSession } from '../../../../components/editing/history/use-edit-session';

/** /admin/dashboard/items/{itemId}: an item's English name, and its history. */
export default function AdminItemFormPage() {
  const { t } = useTranslation();
  useNoIndex();
  const item = useEditedItem(useParams().itemId ?? '');
  const session = useEditSession('item', item.data ? String(item.data.id) : undefined, item.data);
  const title = item.data ? t('admin.items.editTitle', { name: item.data.name }) : t('admin.items.editItem');
  return (
    <>
      <PageHeader title={title} eyebrow={t('admin.items.title')} />
      {item.isError || session.failed ? (
        <EmptyState title={t('admin.common.loadFailed')} description={errorMessage(item.error)} />
      ) : item.data === undefined || !session.ready ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : (
        <EditTabs session={session}>
          {/* A new key opens the form afresh on the newest version (after a restore or reload). */}
          <Fragment key={session.formKey}>
            <ItemForm item={item.data} session={session} />
          </Fragment>
        </EditTabs>
      )}
    </>
  );
}
