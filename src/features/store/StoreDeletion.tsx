import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/translate';
import { ConfirmDialog } from './ConfirmDialog';
import { deletionDismissed, selectDeletion } from './storeFormsSlice';
import { confirmDeletion } from './storeThunks';

/** The question before a branch, an item or a menu section is removed. */
export function StoreDeletion({ t }: { t: Translate }) {
  const dispatch = useAppDispatch();
  const deletion = useAppSelector(selectDeletion);
  if (deletion.status === 'closed') return null;
  const { kind, name } = deletion.target;
  return (
    <ConfirmDialog
      title={t(`store.removal.title.${kind}`)}
      question={t(`store.removal.question.${kind}`, { name })}
      confirmLabel={t('store.remove')}
      busy={deletion.status === 'deleting'}
      error={deletion.status === 'asking' ? deletion.error : null}
      onConfirm={() => void dispatch(confirmDeletion())}
      onCancel={() => dispatch(deletionDismissed())}
      t={t}
    />
  );
}
