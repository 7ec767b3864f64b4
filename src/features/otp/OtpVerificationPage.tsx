import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../shared/session/sessionSlice';
import {
  otpPageLeft,
  selectOtp,
  otpProblemOf,
  selectOtpError,
  sendOtpClicked,
  verifyOtpClicked,
} from './otpSlice';
import { OtpVerificationView } from './OtpVerificationView';
import { useTranslator } from '../../i18n/useTranslator';
// The feature's listeners start when its page's chunk loads.
import './otpListeners';

/** /otp-verification: the OTP screen's container. The phone starts as the session's. */
export function OtpVerificationPage() {
  const otp = useAppSelector(selectOtp);
  const error = useAppSelector(selectOtpError);
  const sessionPhone = useAppSelector(selectUser)?.phone ?? '';
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const problem = error === null ? undefined : otpProblemOf(error);

  useEffect(() => () => void dispatch(otpPageLeft()), [dispatch]);

  return (
    <OtpVerificationView
      step={otp.status}
      sentTo={otp.status === 'enteringPhone' ? null : otp.phone}
      code={otp.status === 'codeSent' ? otp.code : null}
      error={problem ? t(`otp.${problem}`) : error}
      t={t}
      initialPhone={sessionPhone}
      onSendOtp={(phone) => dispatch(sendOtpClicked(phone))}
      onVerifyOtp={(code) => dispatch(verifyOtpClicked(code))}
    />
  );
}
