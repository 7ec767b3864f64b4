import { useId } from 'react';
import type { MerchantPushDevice, MerchantPushEvent } from '@contract/push';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import type { Translate } from '../../i18n/translate';
import { PushOptInView } from './PushOptInView';
import type { PushStatus } from './pushSlice';

export interface NotificationsViewProps {
  state: PushStatus;
  /** The caller's own devices; undefined while they load (or when push is off). */
  devices: readonly MerchantPushDevice[] | undefined;
  /** A device list call failed. */
  failed: boolean;
  onOptIn: () => void;
  onOptOut: (deviceId: number) => void;
  onEvents: (device: MerchantPushDevice, events: MerchantPushEvent[]) => void;
  onRemove: (device: MerchantPushDevice) => void;
  t: Translate;
}

const EVENTS: ReadonlyArray<
  [MerchantPushEvent, 'orders.notifications.newOrders' | 'orders.notifications.newReservations']
> = [
  ['new_order', 'orders.notifications.newOrders'],
  ['new_reservation', 'orders.notifications.newReservations'],
];

/**
 * The inbox's notifications: 'Notify me on this device', and the person's devices, each with the
 * events that notify it. Every role of the team sees it, for their own devices. Props only.
 */
export function NotificationsView({
  state,
  devices,
  failed,
  onOptIn,
  onOptOut,
  onEvents,
  onRemove,
  t,
}: NotificationsViewProps) {
  const titleId = useId();
  const devicesId = useId();
  const thisDevice = state.status === 'subscribed' ? state.deviceId : null;
  return (
    <Card as="section" className="inbox-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders.notifications.title')}</h2>
      <p>{t('orders.notifications.lead')}</p>
      <PushOptInView
        state={state}
        words={{
          optIn: t('orders.notifications.optIn'),
          asking: t('orders.notifications.asking'),
          subscribed: t('orders.notifications.subscribed'),
          optOut: t('orders.notifications.optOut'),
          denied: t('orders.notifications.denied'),
          failed: t('orders.notifications.failed'),
          unsupported: t('orders.notifications.unsupported'),
          off: t('orders.notifications.off'),
        }}
        onOptIn={onOptIn}
        onOptOut={onOptOut}
      />
      {failed ? <p role="alert">{t('orders.notifications.devicesFailed')}</p> : null}
      {devices !== undefined ? (
        <>
          <h3 id={devicesId}>{t('orders.notifications.devicesTitle')}</h3>
          {devices.length === 0 ? (
            <p>{t('orders.notifications.noDevices')}</p>
          ) : (
            <ul aria-labelledby={devicesId} className="inbox-devices">
              {devices.map((device) => (
                <li key={device.id}>
                  <p>
                    <strong>{device.label}</strong>
                    {device.id === thisDevice ? ` (${t('orders.notifications.thisDevice')})` : null}
                  </p>
                  {EVENTS.map(([event, key]) => (
                    <Checkbox
                      key={event}
                      label={t(key)}
                      checked={device.events.includes(event)}
                      onChange={(on) =>
                        onEvents(
                          device,
                          EVENTS.map(([e]) => e).filter((e) =>
                            e === event ? on : device.events.includes(e),
                          ),
                        )
                      }
                    />
                  ))}
                  <Button variant="ghost" onClick={() => onRemove(device)}>
                    {t('orders.notifications.remove', { name: device.label })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Card>
  );
}
