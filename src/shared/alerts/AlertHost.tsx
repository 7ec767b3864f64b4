import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog';
import { alertDismissed, selectCurrentAlert } from './alertsSlice';

/** The one AlertDialog of the app, showing the head of the alert queue. */
export function AlertHost() {
  const alert = useAppSelector(selectCurrentAlert);
  const dispatch = useAppDispatch();
  if (!alert) return null;
  return (
    <AlertDialog
      key={alert.id}
      message={alert.message}
      onDismiss={() => dispatch(alertDismissed(alert.id))}
    />
  );
}
