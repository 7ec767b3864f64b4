import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { useTranslator } from '../../i18n/useTranslator';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './ForgotPasswordView';
import {
  resetPageLeft,
  selectIsResetBusy,
  selectPasswordReset,
  selectResetProblem,
  selectResetResendIn,
  type PasswordResetState,
} from './passwordResetSlice';
import { resendResetCode, submitReset, submitResetPhone } from './passwordResetThunks';
// The feature's listeners start when its page's chunk loads.
import './passwordResetListeners';

function stepOf(reset: PasswordResetState): ForgotPasswordViewProps['step'] {
  switch (reset.status) {
    case 'enteringPhone':
    case 'sending':
      return 'enteringPhone';
    case 'codeSent':
    case 'resending':
    case 'resetting':
      return 'codeSent';
    case 'done':
      return 'done';
  }
}

/** /forgot-password: a forgotten password, reset with a code sent to the account's phone. */
export function ForgotPasswordPage() {
  const reset = useAppSelector(selectPasswordReset);
  const problem = useAppSelector(selectResetProblem);
  const resendIn = useAppSelector(selectResetResendIn);
  const busy = useAppSelector(selectIsResetBusy);
  const dispatch = useAppDispatch();
  const t = useTranslator();

  useEffect(() => () => void dispatch(resetPageLeft()), [dispatch]);

  const challenge =
    reset.status === 'codeSent' || reset.status === 'resending' || reset.status === 'resetting'
      ? reset.challenge
      : null;
  return (
    <ForgotPasswordView
      step={stepOf(reset)}
      sending={reset.status === 'sending'}
      resetting={reset.status === 'resetting'}
      busy={busy}
      sentTo={challenge?.phone ?? null}
      sandboxCode={challenge?.sandboxCode ?? null}
      resendIn={resendIn}
      problem={problem}
      loginPath={routePaths.login}
      registerPath={routePaths.register}
      onSendCode={(phone) => void dispatch(submitResetPhone(phone))}
      onReset={(submission) => void dispatch(submitReset(submission))}
      onResend={() => void dispatch(resendResetCode())}
      t={t}
    />
  );
}
