import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslator } from '../../i18n/useTranslator';
import { safeNextPath, selectCustomerSignedIn } from '../../shared/customer/customerSession';
import {
  customerLoginLeft,
  selectCustomerLogin,
  selectCustomerResendIn,
} from './customerLoginSlice';
import {
  resendCustomerCode,
  submitCustomerCode,
  submitCustomerName,
  submitCustomerPhone,
} from './customerLoginThunks';
import { CustomerLoginView, CustomerNameView } from './CustomerLoginView';
// The feature's listeners start when its page's chunk loads.
import './customerLoginListeners';

/**
 * /my/login: the customer's sign-in, then their name if they have none; then back to `?next=`
 * (a path of this site) or to /my/orders. Someone already signed in goes there at once.
 */
export function CustomerLoginPage() {
  const login = useAppSelector(selectCustomerLogin);
  const resendIn = useAppSelector(selectCustomerResendIn);
  const signedIn = useAppSelector(selectCustomerSignedIn);
  const [params] = useSearchParams();
  const next = params.get('next');
  const dispatch = useAppDispatch();
  const t = useTranslator();

  useEffect(() => () => void dispatch(customerLoginLeft()), [dispatch]);

  if (signedIn && login.status === 'enteringPhone') {
    return <Navigate to={safeNextPath(next)} replace />;
  }
  // Done: the thunk is taking the customer on.
  if (login.status === 'done') return null;
  if (login.status === 'naming' || login.status === 'savingName') {
    return (
      <CustomerNameView
        busy={login.status !== 'naming'}
        problem={login.status === 'naming' ? login.problem : null}
        onSave={(name) => void dispatch(submitCustomerName(name, next))}
        t={t}
      />
    );
  }
  const challenge =
    login.status === 'codeSent' || login.status === 'signingIn' || login.status === 'resending'
      ? login.challenge
      : null;
  return (
    <CustomerLoginView
      step={challenge ? 'codeSent' : 'enteringPhone'}
      sending={login.status === 'sending'}
      busy={
        login.status === 'sending' || login.status === 'signingIn' || login.status === 'resending'
      }
      initialPhone=""
      sentTo={challenge?.phone ?? null}
      sandboxCode={challenge?.sandboxCode ?? null}
      resendIn={resendIn}
      problem={
        login.status === 'enteringPhone' || login.status === 'codeSent' ? login.problem : null
      }
      onSendOtp={(phone) => void dispatch(submitCustomerPhone(phone))}
      onSubmitCode={(code) => void dispatch(submitCustomerCode(code, next))}
      onResendOtp={() => void dispatch(resendCustomerCode())}
      t={t}
    />
  );
}
