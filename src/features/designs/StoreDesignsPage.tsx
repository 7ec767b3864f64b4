import { useEffect, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { DesignFile } from '@contract/designs';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths, type PriceLocationState } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import type { Translate } from '../../i18n/translate';
import { useTranslator } from '../../i18n/useTranslator';
import { DesignFileView } from '../../shared/designs/DesignFileView';
import { unseenRequestIds } from '../../shared/designs/designRules';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { ToLogin } from '../../shared/session/ToLogin';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import {
  useGetDesignCatalogueQuery,
  useGetDesignEventsQuery,
  useGetDesignFileUrlQuery,
  useGetDesignQuery,
  useGetDesignsQuery,
} from './designsApi';
import {
  acceptOpened,
  briefOpened,
  designsPageLeft,
  designsPageOpened,
  dialogClosed,
  requestClosed,
  requestOpened,
  revisionOpened,
  selectDesigns,
  selectIsDesignsSessionExpired,
} from './designsSlice';
import { acceptDraft, applyToStampCard, askRevision, pickDraft, sendBrief } from './designsThunks';
import type { DetailShown } from './DesignDetailView';
import { DesignsView } from './DesignsView';
// Opening a request marks the designer's steps on it seen.
import './designsListeners';

/** The add-on /price selects when the page sends the merchant there for more designs. */
const DESIGNS_ADDON = 'Stamp & Card Designs';
const PRICE_STATE: PriceLocationState = { requestedAddon: DESIGNS_ADDON };

/** One file of the open request: its bytes fetched with the token, then drawn. */
function DesignFileSlot({
  merchantId,
  requestId,
  file,
  alt,
  t,
  children,
}: {
  merchantId: number;
  requestId: number;
  file: DesignFile;
  alt: string;
  t: Translate;
  children?: ReactNode;
}) {
  const { currentData, isError } = useGetDesignFileUrlQuery({
    merchantId,
    requestId,
    fileId: file.id,
  });
  return (
    <DesignFileView
      file={file}
      url={currentData ?? null}
      failed={isError}
      words={{
        alt,
        download: t('designs.detail.download', { name: file.name }),
        loading: t('designs.detail.fileLoading', { name: file.name }),
        failed: t('designs.detail.fileFailed', { name: file.name }),
      }}
    >
      {children}
    </DesignFileView>
  );
}

/**
 * /store/designs: the shop's design requests, a new one, and each request's steps. Not logged in
 * goes to /login; a call answering 401 puts up the session-expired screen.
 */
function DesignsScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  // Opened before the calls start, so that a 401 finds the page open.
  useEffect(() => {
    dispatch(designsPageOpened());
    return () => void dispatch(designsPageLeft());
  }, [dispatch]);
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const loggedIn = Boolean(token) && merchantId !== null;
  const arg = loggedIn && merchantId !== null ? merchantId : skipToken;
  const catalogue = useGetDesignCatalogueQuery(arg);
  const designs = useGetDesignsQuery(arg, { refetchOnMountOrArgChange: true });
  const events = useGetDesignEventsQuery(arg, { refetchOnMountOrArgChange: true });
  const state = useAppSelector(selectDesigns);
  const sessionExpired = useAppSelector(selectIsDesignsSessionExpired);
  const opened = state.opened;
  const detail = useGetDesignQuery(
    loggedIn && merchantId !== null && opened !== null
      ? { merchantId, requestId: opened }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );

  if (!loggedIn || merchantId === null) return <ToLogin />;
  if (sessionExpired) return <SessionExpiredScreen />;
  if (!designs.data || !catalogue.data) {
    return (
      <Page title={t('designs.title')} className="designs-page">
        {designs.isError || catalogue.isError ? (
          <div role="alert">
            <p>{t('designs.loadFailed')}</p>
            <Button
              onClick={() => {
                void designs.refetch();
                void catalogue.refetch();
              }}
            >
              {t('designs.retry')}
            </Button>
          </div>
        ) : (
          <Spinner className="page-loading">{t('designs.loading')}</Spinner>
        )}
      </Page>
    );
  }
  const shown: DetailShown | null =
    opened === null
      ? null
      : detail.currentData
        ? { status: 'shown', request: detail.currentData }
        : detail.isError
          ? { status: 'failed' }
          : { status: 'loading' };
  return (
    <DesignsView
      catalogue={catalogue.data}
      designs={designs.data}
      unseenIds={unseenRequestIds(events.data?.events ?? [])}
      detail={shown}
      state={state}
      pricePath={routePaths.price}
      priceState={PRICE_STATE}
      loyaltyPath={routePaths.storeLoyalty}
      renderFile={(file, alt, children) =>
        opened === null ? null : (
          <DesignFileSlot
            key={file.id}
            merchantId={merchantId}
            requestId={opened}
            file={file}
            alt={alt}
            t={t}
          >
            {children}
          </DesignFileSlot>
        )
      }
      onAsk={() => dispatch(briefOpened())}
      onSendBrief={(form, logo) => void dispatch(sendBrief(form, logo))}
      onOpen={(requestId) => dispatch(requestOpened(requestId))}
      onCloseRequest={() => dispatch(requestClosed())}
      onPick={(fileId) => void dispatch(pickDraft(fileId))}
      onAskRevision={() => dispatch(revisionOpened())}
      onSendRevision={(comment) => void dispatch(askRevision(comment))}
      onAccept={() => dispatch(acceptOpened())}
      onConfirmAccept={() => void dispatch(acceptDraft())}
      onUseOnStampCard={() => void dispatch(applyToStampCard())}
      onCloseDialog={() => dispatch(dialogClosed())}
      t={t}
    />
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function StoreDesignsPage() {
  return useRoleRefusal('designs') ?? <DesignsScreen />;
}
