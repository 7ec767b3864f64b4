import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/translate';
import { useGetTownshipsQuery } from '../../shared/reference/referenceApi';
import { useGetDeliveryAreasQuery } from './deliveryApi';
import {
  deliveryAreaRemoved,
  deliveryAreasEdited,
  deliverySaveRequested,
  selectDeliveryForm,
} from './deliveryFormSlice';
import { DeliveryView } from './DeliveryView';
// The form's calls start when the store editor's chunk loads.
import './deliveryFormListeners';

/** The 'Delivery' section's container: the townships served, and their form. */
export function StoreDelivery({ merchantId, t }: { merchantId: number; t: Translate }) {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectDeliveryForm);
  const { data: townships = [] } = useGetTownshipsQuery();
  // Asked afresh as the page opens (deliveryFormListeners); a save writes its answer here.
  const { data, isError, refetch } = useGetDeliveryAreasQuery(merchantId);
  return (
    <DeliveryView
      areas={data?.areas}
      loadFailed={isError && data === undefined}
      townships={townships}
      form={form}
      onRetry={() => void refetch()}
      onEdited={() => dispatch(deliveryAreasEdited())}
      onRemoved={() => dispatch(deliveryAreaRemoved())}
      onSave={(rows) => dispatch(deliverySaveRequested(rows))}
      t={t}
    />
  );
}
