import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslator } from '../../i18n/useTranslator';
import { homePathOf, selectMerchantRole } from '../../shared/session/merchantPages';
import { selectStaffLogin, selectStaffResendIn, staffLoginLeft } from './staffLoginSlice';
import { resendStaffCode, submitStaffCode, submitStaffPhone } from './staffLoginThunks';
import { StaffLoginView } from './StaffLoginView';
// The feature's listeners start when its page's chunk loads.
import './staffLoginListeners';

/**
 * /staff/login: a team member signs in with the phone the owner invited and a one-time code, and
 * lands on their role's first page. Someone already signed in to a shop goes there at once.
 */
export function StaffLoginPage() {
  const login = useAppSelector(selectStaffLogin);
  const resendIn = useAppSelector(selectStaffResendIn);
  const role = useAppSelector(selectMerchantRole);
  const dispatch = useAppDispatch();
  const t = useTranslator();

  useEffect(() => () => void dispatch(staffLoginLeft()), [dispatch]);

  if (role !== null && login.status === 'enteringPhone') {
    return <Navigate to={homePathOf(role)} replace />;
  }
  // Done: the thunk is taking the member on.
  if (login.status === 'done') return null;
  const challenge =
    login.status === 'codeSent' || login.status === 'signingIn' || login.status === 'resending'
      ? login.challenge
      : null;
  return (
    <StaffLoginView
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
      onSendOtp={(phone) => void dispatch(submitStaffPhone(phone))}
      onSubmitCode={(code) => void dispatch(submitStaffCode(code))}
      onResendOtp={() => void dispatch(resendStaffCode())}
      t={t}
    />
  );
}
