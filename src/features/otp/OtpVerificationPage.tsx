import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { merchantLoginPath } from '../../shared/session/nextPath';
import { selectMerchantId, selectToken, selectUser } from '../../shared/session/sessionSlice';
import {
  otpPageLeft,
  selectOtp,
  selectOtpProblem,
  selectResendIn,
  type OtpState,
} from './otpSlice';
import { resendCode, restoreChallenge, submitCode, submitPhone } from './otpThunks';
import {
  OtpSignInNeededView,
  OtpVerificationView,
  type OtpVerificationViewProps,
} from './OtpVerificationView';
import { useTranslator } from '../../i18n/useTranslator';
// The feature's listeners start when its page's chunk loads.
import './otpListeners';

function stepOf(otp: OtpState): OtpVerificationViewProps['step'] {
  switch (otp.status) {
    case 'enteringPhone':
    case 'sending':
    case 'sessionExpired':
      return 'enteringPhone';
    case 'codeSent':
    case 'verifying':
    case 'resending':
      return 'codeSent';
    case 'verified':
      return 'done';
  }
}

/**
 * /otp-verification: the OTP screen's container. The phone starts as the session's. The server
 * verifies the phone of the signed-in merchant, so a visitor is asked to log in first.
 */
export function OtpVerificationPage() {
  const otp = useAppSelector(selectOtp);
  const problem = useAppSelector(selectOtpProblem);
  const resendIn = useAppSelector(selectResendIn);
  const sessionPhone = useAppSelector(selectUser)?.phone ?? '';
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const signedIn = Boolean(token) && merchantId !== null;
  const dispatch = useAppDispatch();
  const t = useTranslator();

  useEffect(() => () => void dispatch(otpPageLeft()), [dispatch]);
  // A code sent before the page opened (a reload) is shown with the server's wait.
  useEffect(() => {
    if (signedIn) void dispatch(restoreChallenge());
  }, [dispatch, signedIn]);

  if (otp.status === 'sessionExpired') return <SessionExpiredScreen />;
  if (!signedIn && otp.status !== 'verified') {
    return <OtpSignInNeededView loginPath={merchantLoginPath(routePaths.otpVerification)} t={t} />;
  }
  const challenge =
    otp.status === 'codeSent' || otp.status === 'verifying' || otp.status === 'resending'
      ? otp.challenge
      : null;
  return (
    <OtpVerificationView
      step={stepOf(otp)}
      sending={otp.status === 'sending'}
      busy={otp.status === 'sending' || otp.status === 'verifying' || otp.status === 'resending'}
      sentTo={challenge?.phone ?? (otp.status === 'verified' ? otp.phone : null)}
      sandboxCode={challenge?.sandboxCode ?? null}
      resendIn={resendIn}
      problem={problem}
      t={t}
      initialPhone={sessionPhone}
      onSendOtp={(phone) => void dispatch(submitPhone(phone))}
      onSubmitCode={(code) => void dispatch(submitCode(code))}
      onResendOtp={() => void dispatch(resendCode())}
    />
  );
}
