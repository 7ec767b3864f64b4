import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazy, Suspense } from 'react';
import { alertDismissed, selectCurrentAlert } from './alertsSlice';

/** The dialog's code arrives with the first alert, not with every page. */
const AlertDialog = lazy(async () => ({
  default: (
    await import(/* webpackChunkName: "dialogs" */ '../../components/AlertDialog/AlertDialog')
  ).AlertDialog,
}));

/** The one AlertDialog of the app, showing the head of the alert queue. */
export function AlertHost() {
  const alert = useAppSelector(selectCurrentAlert);
  const dispatch = useAppDispatch();
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog
        key={alert.id}
        message={alert.message}
        onDismiss={() => dispatch(alertDismissed(alert.id))}
      />
    </Suspense>
  );
}
