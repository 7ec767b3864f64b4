import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useTranslator } from '../../i18n/useTranslator';
import { connectivityWatched, selectIsOffline } from './connectivitySlice';
import './connectivityListeners';

/** Says so while the browser is offline (its code arrived while it was online). */
export default function OfflineBanner() {
  const dispatch = useAppDispatch();
  const offline = useAppSelector(selectIsOffline);
  const t = useTranslator();
  useEffect(() => {
    dispatch(connectivityWatched());
  }, [dispatch]);
  return (
    <div role="status" className="offline-banner" hidden={!offline}>
      {offline ? (
        <p className="container">
          <strong>{t('app.offlineTitle')}</strong> {t('app.offlineText')}
        </p>
      ) : null}
    </div>
  );
}
