import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslator } from '../../i18n/useTranslator';
import {
  useGetMerchantPushDevicesQuery,
  useRemoveMerchantDeviceMutation,
  useSetDeviceEventsMutation,
} from './pushApi';
import { selectPush } from './pushSlice';
import { optInClicked, optOutClicked, pushPageOpened } from './pushThunks';
import { browserPushDevice, type PushDevice } from './pushDevice';
import { NotificationsView } from './MerchantNotificationsView';

/**
 * The notifications card (the inbox's and the team page's) for the signed-in person of `merchantId`; `device` is this
 * browser's push (a test gives a fake one).
 */
export function MerchantNotifications({
  merchantId,
  device = browserPushDevice,
}: {
  merchantId: number;
  device?: PushDevice;
}) {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const state = useAppSelector(selectPush);
  useEffect(() => {
    void dispatch(pushPageOpened({ kind: 'merchant', merchantId }, device));
  }, [dispatch, merchantId, device]);
  // The list is of devices notified here: none to show where push cannot run.
  const listed = !['unknown', 'off', 'unsupported'].includes(state.status);
  const devices = useGetMerchantPushDevicesQuery(listed ? merchantId : skipToken);
  const [setEvents, eventsCall] = useSetDeviceEventsMutation();
  const [remove, removal] = useRemoveMerchantDeviceMutation();
  const audience = { kind: 'merchant' as const, merchantId };
  return (
    <NotificationsView
      state={state}
      devices={devices.data}
      failed={devices.isError || eventsCall.isError || removal.isError}
      onOptIn={() => void dispatch(optInClicked(audience, t.language, device))}
      onOptOut={(deviceId) => void dispatch(optOutClicked(audience, deviceId, device))}
      onEvents={(shown, events) => void setEvents({ merchantId, deviceId: shown.id, events })}
      onRemove={(shown) =>
        shown.id === (state.status === 'subscribed' ? state.deviceId : null)
          ? void dispatch(optOutClicked(audience, shown.id, device))
          : void remove({ merchantId, deviceId: shown.id })
      }
      t={t}
    />
  );
}
