import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { formatYangonDayTime } from '../../i18n/dates';
import { useCatalogueChunks } from '../../i18n/useCatalogueChunks';
import { useTranslator } from '../../i18n/useTranslator';
import { useAppDispatch, useAppSelector } from '../hooks';
import { reloadPressed, selectAppUpdate, updatesWatched } from './appUpdateSlice';
import { connectivityWatched, selectIsOffline } from './connectivitySlice';
import { selectCopySavedAt } from './offlineCopySlice';
import './connectivityListeners';
import './offlineListeners';

/**
 * Under the header: 'You are offline' while the browser is; on a page shown from the service
 * worker's copy (a store page, /my/cards), 'Offline: last updated …' instead of the title.
 * `copyNote` null: the page is not a copy (or its words have not arrived yet).
 */
export function OfflineBannerView({
  offline,
  copyNote,
  title,
  text,
}: {
  offline: boolean;
  copyNote: string | null;
  title: string;
  text: string;
}) {
  const shown = offline || copyNote !== null;
  return (
    <div role="status" className="offline-banner" hidden={!shown}>
      {shown ? (
        <p className="container">
          <strong>{copyNote ?? title}</strong> {text}
        </p>
      ) : null}
    </div>
  );
}

/** 'A new version is ready: Reload'; the button is busy once pressed. */
export function UpdatePromptView({
  text,
  reload,
  reloading,
  onReload,
}: {
  text: string;
  reload: string;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <div role="status" className="update-prompt">
      <p className="container update-prompt__inner">
        <span>{text}</span>{' '}
        <Button variant="secondary" onClick={onReload} disabled={reloading} aria-busy={reloading}>
          {reload}
        </Button>
      </p>
    </div>
  );
}

/**
 * The offline banner and the new version's prompt (their code arrived while the browser was
 * online; the service worker precaches it). Mounting it starts watching the connection and the
 * service worker, which is registered after the page's load event.
 */
export default function OfflineBanner() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const offline = useAppSelector(selectIsOffline);
  const savedAt = useAppSelector((state) => selectCopySavedAt(state, pathname));
  const update = useAppSelector(selectAppUpdate);
  const prompting = update.status === 'ready' || update.status === 'reloading';
  const t = useTranslator();
  const wordsReady = useCatalogueChunks(['customer'], savedAt !== null || prompting);
  useEffect(() => {
    dispatch(connectivityWatched());
    dispatch(updatesWatched());
  }, [dispatch]);
  const copyNote =
    savedAt !== null && wordsReady
      ? t('offline.copyNote', { when: formatYangonDayTime(savedAt, t.language) })
      : null;
  return (
    <>
      <OfflineBannerView
        offline={offline}
        copyNote={copyNote}
        title={t('app.offlineTitle')}
        text={t('app.offlineText')}
      />
      {prompting && wordsReady ? (
        <UpdatePromptView
          text={t('offline.updateReady')}
          reload={t('offline.reload')}
          reloading={update.status === 'reloading'}
          onReload={() => dispatch(reloadPressed())}
        />
      ) : null}
    </>
  );
}
