import { useId } from 'react';
import { Card } from '../../components/Card/Card';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import type { Translate } from '../../i18n/translate';
import { PushOptInView } from '../../shared/push/PushOptInView';
import type { PushStatus } from '../../shared/push/pushSlice';

export interface ShopperNotificationsViewProps {
  state: PushStatus;
  /** 'Text me when my order is ready'; undefined while it loads. */
  textWhenReady: boolean | undefined;
  textFailed: boolean;
  onOptIn: () => void;
  onOptOut: (deviceId: number) => void;
  onTextWhenReady: (on: boolean) => void;
  t: Translate;
}

/**
 * The shopper's notifications on /my/orders: 'Notify me on this device' (Accepted, Ready for
 * pickup, Reservation confirmed) and 'Text me when my order is ready'. Props only.
 */
export function ShopperNotificationsView({
  state,
  textWhenReady,
  textFailed,
  onOptIn,
  onOptOut,
  onTextWhenReady,
  t,
}: ShopperNotificationsViewProps) {
  const titleId = useId();
  return (
    <Card as="section" className="customer-notifications" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('customer.notifications.title')}</h2>
      <p>{t('customer.notifications.lead')}</p>
      <PushOptInView
        state={state}
        words={{
          optIn: t('customer.notifications.optIn'),
          asking: t('customer.notifications.asking'),
          subscribed: t('customer.notifications.subscribed'),
          optOut: t('customer.notifications.optOut'),
          denied: t('customer.notifications.denied'),
          failed: t('customer.notifications.failed'),
          unsupported: t('customer.notifications.unsupported'),
          off: t('customer.notifications.off'),
        }}
        onOptIn={onOptIn}
        onOptOut={onOptOut}
      />
      {textWhenReady !== undefined ? (
        <Checkbox
          label={t('customer.notifications.textWhenReady')}
          checked={textWhenReady}
          onChange={onTextWhenReady}
        />
      ) : null}
      {textFailed ? <p role="alert">{t('customer.notifications.textFailed')}</p> : null}
    </Card>
  );
}
