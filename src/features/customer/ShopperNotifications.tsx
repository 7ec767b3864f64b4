import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslator } from '../../i18n/useTranslator';
import {
  useGetCustomerNoticesQuery,
  useSetCustomerNoticesMutation,
} from '../../shared/push/pushApi';
import { selectPush } from '../../shared/push/pushSlice';
import { optInClicked, optOutClicked, pushPageOpened } from '../../shared/push/pushThunks';
import { ShopperNotificationsView } from './ShopperNotificationsView';

const SHOPPER = { kind: 'customer' } as const;

/** The signed-in shopper's notifications card (on /my/orders, after placing an order). */
export function ShopperNotifications() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const state = useAppSelector(selectPush);
  useEffect(() => {
    void dispatch(pushPageOpened(SHOPPER));
  }, [dispatch]);
  const notices = useGetCustomerNoticesQuery();
  const [setNotices, saving] = useSetCustomerNoticesMutation();
  return (
    <ShopperNotificationsView
      state={state}
      textWhenReady={
        saving.isLoading ? saving.originalArgs?.text_when_ready : notices.data?.text_when_ready
      }
      textFailed={saving.isError}
      onOptIn={() => void dispatch(optInClicked(SHOPPER, t.language))}
      onOptOut={(deviceId) => void dispatch(optOutClicked(SHOPPER, deviceId))}
      onTextWhenReady={(on) => void setNotices({ text_when_ready: on, language: t.language })}
      t={t}
    />
  );
}
