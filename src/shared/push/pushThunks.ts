/**
 * The effects of notifications on this device: looking at the browser and the server when a page
 * opens, opting in (the browser's permission, its subscription with the server's key, then the
 * server's list) and out. The browser's side is a `PushDevice` argument (the real one unless a
 * test gives another).
 */
import type { Language } from '../../i18n/language';
import type { AppThunk } from '../../app/store';
import { browserPushDevice, type PushDevice } from './pushDevice';
import { pushApi } from './pushApi';
import {
  deviceSubscribed,
  deviceUnsubscribed,
  optInFailed,
  optInStarted,
  permissionDenied,
  permissionDismissed,
  pushChecked,
  selectPush,
} from './pushSlice';

/** Whose notifications: a shop person's (in that shop) or the signed-in customer's. */
export type PushAudience = { kind: 'merchant'; merchantId: number } | { kind: 'customer' };

const audienceKey = (audience: PushAudience) =>
  audience.kind === 'merchant' ? `merchant:${audience.merchantId}` : 'customer';

/** The page opened: can this browser be notified, and is it already, for this audience? */
export const pushPageOpened =
  (audience: PushAudience, device: PushDevice = browserPushDevice): AppThunk =>
  async (dispatch) => {
    if (!device.supported()) {
      dispatch(pushChecked({ status: 'unsupported' }));
      return;
    }
    const key = await dispatch(pushApi.endpoints.getPushKey.initiate())
      .unwrap()
      .catch(() => null);
    if (!key?.public_key) {
      dispatch(pushChecked({ status: 'off' }));
      return;
    }
    const permission = device.permission();
    if (permission === 'denied') {
      dispatch(pushChecked({ status: 'denied' }));
      return;
    }
    const remembered = device.remembered();
    const current = permission === 'granted' ? await device.current().catch(() => null) : null;
    if (
      current !== null &&
      remembered !== null &&
      remembered.audience === audienceKey(audience) &&
      remembered.endpoint === current.endpoint
    ) {
      dispatch(pushChecked({ status: 'subscribed', deviceId: remembered.deviceId }));
      return;
    }
    dispatch(pushChecked({ status: 'idle' }));
  };

/** 'Notify me on this device': the permission, the subscription, the server's list. */
export const optInClicked =
  (audience: PushAudience, language: Language, device: PushDevice = browserPushDevice): AppThunk =>
  async (dispatch, getState) => {
    const before = selectPush(getState()).status;
    if (before !== 'idle' && before !== 'failed') return;
    dispatch(optInStarted());
    try {
      const permission =
        device.permission() === 'granted' ? 'granted' : await device.requestPermission();
      if (permission === 'denied') {
        dispatch(permissionDenied());
        return;
      }
      if (permission !== 'granted') {
        dispatch(permissionDismissed());
        return;
      }
      const key = await dispatch(pushApi.endpoints.getPushKey.initiate()).unwrap();
      if (!key.public_key) throw new Error('push is off');
      const subscription = await device.subscribe(key.public_key);
      const body = { ...subscription, language, label: device.label().slice(0, 60) };
      const answer =
        audience.kind === 'merchant'
          ? await dispatch(
              pushApi.endpoints.subscribeMerchantDevice.initiate({
                merchantId: audience.merchantId,
                body,
              }),
            ).unwrap()
          : await dispatch(pushApi.endpoints.subscribeCustomerDevice.initiate(body)).unwrap();
      device.remember({
        audience: audienceKey(audience),
        deviceId: answer.id,
        endpoint: subscription.endpoint,
      });
      dispatch(deviceSubscribed(answer.id));
    } catch {
      dispatch(optInFailed());
    }
  };

/**
 * 'Stop notifications on this device' (or a device removed from the list that is this one): off
 * the server's list, and the browser's subscription ended.
 */
export const optOutClicked =
  (audience: PushAudience, deviceId: number, device: PushDevice = browserPushDevice): AppThunk =>
  async (dispatch, getState) => {
    const removed = await (
      audience.kind === 'merchant'
        ? dispatch(
            pushApi.endpoints.removeMerchantDevice.initiate({
              merchantId: audience.merchantId,
              deviceId,
            }),
          ).unwrap()
        : dispatch(pushApi.endpoints.removeCustomerDevice.initiate(deviceId)).unwrap()
    )
      .then(() => true)
      .catch(() => false);
    if (!removed) return;
    const state = selectPush(getState());
    if (state.status === 'subscribed' && state.deviceId === deviceId) {
      device.remember(null);
      await device.unsubscribe().catch(() => false);
      dispatch(deviceUnsubscribed());
    }
  };
