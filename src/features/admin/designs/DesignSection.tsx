import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { DesignFile } from '@contract/designs';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Translate } from '../../../i18n/translate';
import { useTranslator } from '../../../i18n/useTranslator';
import { DesignFileView } from '../../../shared/designs/DesignFileView';
import { adminPartOf } from '../adminSections';
import { useAdminDesignFileUrlQuery, useAdminDesignQuery } from './adminDesignsApi';
import { designOpened, dialogClosed, selectAdminDesigns, stepOpened } from './adminDesignsSlice';
import { removeFile, sendStep, uploadFile } from './adminDesignsThunks';
import { StepDialog } from './DesignDialogs';
import { DesignDetailView } from './DesignsViews';
// Opening a request marks the merchant's steps on it seen.
import './adminDesignsListeners';

/** One file of the request: its bytes fetched with the operator's token, then drawn. */
function DesignFileSlot({
  requestId,
  file,
  alt,
  t,
  children,
}: {
  requestId: number;
  file: DesignFile;
  alt: string;
  t: Translate;
  children?: ReactNode;
}) {
  const { currentData, isError } = useAdminDesignFileUrlQuery({ requestId, fileId: file.id });
  return (
    <DesignFileView
      file={file}
      url={currentData ?? null}
      failed={isError}
      words={{
        alt,
        download: t('admin.designs.detail.download', { name: file.name }),
        loading: t('admin.designs.detail.fileLoading', { name: file.name }),
        failed: t('admin.designs.detail.fileFailed', { name: file.name }),
      }}
    >
      {children}
    </DesignFileView>
  );
}

/** `/admin/designs/:requestId`: one request whole and the designer's steps on it. */
export function DesignSection() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const id = Number(adminPartOf(useParams()['*'] ?? '')?.id);
  const valid = Number.isInteger(id) && id > 0;
  const request = useAdminDesignQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  const { action, notice } = useAppSelector(selectAdminDesigns);
  useEffect(() => {
    if (valid) dispatch(designOpened(id));
  }, [dispatch, id, valid]);

  const notFound = !valid || (request.error as { status?: unknown } | undefined)?.status === 404;
  if (notFound) return <p role="alert">{t('admin.designs.detail.notFound')}</p>;
  if (!request.data) {
    return request.isError ? (
      <div role="alert">
        <p>{t('admin.designs.loadFailed')}</p>
      </div>
    ) : (
      <p role="status">{t('admin.designs.loading')}</p>
    );
  }
  const detail = request.data;
  return (
    <>
      <DesignDetailView
        request={detail}
        action={action}
        notice={notice}
        renderFile={(file, alt, children) => (
          <DesignFileSlot key={file.id} requestId={detail.id} file={file} alt={alt} t={t}>
            {children}
          </DesignFileSlot>
        )}
        onStep={(step) => dispatch(stepOpened({ step, requestId: detail.id }))}
        onUpload={(file) => void dispatch(uploadFile(detail.id, file))}
        onRemove={(file) => void dispatch(removeFile(detail.id, file.id, file.name))}
        t={t}
      />
      {(action.status === 'editing' || action.status === 'sending') &&
      action.requestId === detail.id ? (
        <StepDialog
          step={action.step}
          busy={action.status === 'sending'}
          error={action.status === 'editing' ? action.error : null}
          onSend={(note) => void dispatch(sendStep(note))}
          onClose={() => dispatch(dialogClosed())}
          t={t}
        />
      ) : null}
    </>
  );
}
