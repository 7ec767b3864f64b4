import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { nanoid } from '@reduxjs/toolkit';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/passwordRules';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { normaliseDigits } from '../../i18n/digits';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { formatWait, otpProblemText } from '../../shared/otp/OtpEntry/OtpEntry';
import { otpDigits } from '../../shared/otp/otpDigits';
import { fieldOfProblem, type ResetField } from './passwordResetRules';
import type { ResetProblem } from './passwordResetSlice';
import type { ResetSubmission } from './passwordResetThunks';
import './passwordReset.css';

export interface ForgotPasswordViewProps {
  step: 'enteringPhone' | 'codeSent' | 'done';
  /** The code is being sent: the phone and its button wait. */
  sending: boolean;
  /** The new password is on its way: 'Processing...'. */
  resetting: boolean;
  /** Any call is out. */
  busy: boolean;
  /** The phone the code went to; the phone field is locked to it. */
  sentTo: string | null;
  /** The code, shown in sandbox mode (no SMS is sent then). */
  sandboxCode: string | null;
  /** Seconds before 'Resend OTP' may be pressed. */
  resendIn: number;
  problem: ResetProblem | null;
  loginPath: string;
  registerPath: string;
  onSendCode: (phone: string) => void;
  onReset: (submission: ResetSubmission) => void;
  onResend: () => void;
  t: Translate;
}

/** A problem in the reader's language. */
export function resetProblemText(problem: ResetProblem, t: Translate): string {
  switch (problem.kind) {
    case 'noAccount':
      return t('passwordReset.noAccount');
    case 'passwordTooShort':
      return t('passwordReset.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    case 'passwordTooLong':
      return t('passwordReset.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
    case 'passwordsDoNotMatch':
      return t('passwordReset.passwordsDoNotMatch');
    case 'busy':
      return t('passwordReset.busy');
    default:
      return otpProblemText(problem, t, 'passwordReset');
  }
}

/**
 * 'Forgot password?': the account's phone and 'Send OTP', which locks the phone; then the code,
 * the new password (its rule shown under it) and its confirmation; then a link to log in. What
 * is typed stays in the form; each problem shows under its field.
 */
export function ForgotPasswordView({
  step,
  sending,
  resetting,
  busy,
  sentTo,
  sandboxCode,
  resendIn,
  problem,
  loginPath,
  registerPath,
  onSendCode,
  onReset,
  onResend,
  t,
}: ForgotPasswordViewProps) {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // One key per version of the form: a retry of the same form is the same reset.
  const [attemptKey, setAttemptKey] = useState(nanoid);
  const codeFormRef = useRef<HTMLFormElement>(null);
  const waitId = useId();
  const language = t.language;

  const problemField: ResetField | null = problem ? fieldOfProblem(problem) : null;
  const errorOf = (field: ResetField) =>
    problem && problemField === field ? resetProblemText(problem, t) : null;
  const generalProblem = problem && problemField === null ? resetProblemText(problem, t) : null;

  // A problem with a field moves the focus there, so it is read with the field.
  useEffect(() => {
    if (problemField === null || problemField === 'phone') return;
    codeFormRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem, problemField]);

  const phoneLocked = step !== 'enteringPhone' || sending;
  const changed =
    (set: (value: string) => void, clean: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) => {
      set(clean(event.target.value));
      setAttemptKey(nanoid());
    };

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phoneLocked) onSendCode(phone);
  };
  const reset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'codeSent' && !busy) {
      onReset({ otp, password, confirmation, idempotencyKey: attemptKey });
    }
  };

  const toggle = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };

  return (
    <Page title={t('passwordReset.title')} className="reset-page">
      <Card className="reset-card">
        {step === 'done' ? (
          <>
            <Message tone="success">
              <p>{t('passwordReset.done')}</p>
            </Message>
            <Link className="button button--primary button--block" to={loginPath}>
              {t('passwordReset.login')}
            </Link>
          </>
        ) : (
          <>
            <p>{t('passwordReset.intro')}</p>
            <form className="reset-card__form" onSubmit={sendCode} noValidate>
              <Field
                label={t('passwordReset.phone')}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={sentTo ?? phone}
                readOnly={phoneLocked}
                onChange={(event) => setPhone(normaliseDigits(event.target.value))}
                error={errorOf('phone')}
              />
              {problem?.kind === 'noAccount' ? (
                <p className="reset-card__register">
                  <Link to={registerPath}>{t('passwordReset.register')}</Link>
                </p>
              ) : null}
              <Button type="submit" block disabled={phoneLocked}>
                {t('passwordReset.sendOtp')}
              </Button>
            </form>

            <Message tone="success">
              {step === 'codeSent' && sandboxCode ? (
                <p>
                  {t('passwordReset.codeShown', { code: localiseDigits(sandboxCode, language) })}
                </p>
              ) : null}
              {step === 'codeSent' && !sandboxCode && sentTo && problem?.kind !== 'smsSlow' ? (
                <p>{t('passwordReset.codeSentTo', { phone: localiseDigits(sentTo, language) })}</p>
              ) : null}
            </Message>

            {step === 'codeSent' ? (
              <>
                <form
                  ref={codeFormRef}
                  className="reset-card__form"
                  onSubmit={reset}
                  noValidate
                  aria-busy={resetting}
                >
                  <Field
                    label={t('passwordReset.otp')}
                    name="otp"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="one-time-code"
                    value={otp}
                    onChange={changed(setOtp, otpDigits)}
                    error={errorOf('otp')}
                  />
                  <PasswordField
                    label={t('passwordReset.newPassword')}
                    name="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={changed(setPassword)}
                    hint={t('passwordReset.passwordRule', { min: PASSWORD_MIN_LENGTH })}
                    error={errorOf('password')}
                    {...toggle}
                  />
                  <PasswordField
                    label={t('passwordReset.confirmPassword')}
                    name="password_confirmation"
                    autoComplete="new-password"
                    value={confirmation}
                    onChange={changed(setConfirmation)}
                    error={errorOf('confirmation')}
                    {...toggle}
                  />
                  <Button type="submit" block disabled={busy}>
                    {resetting ? t('passwordReset.processing') : t('passwordReset.resetPassword')}
                  </Button>
                </form>
                <div className="reset-card__resend">
                  <Button
                    variant="secondary"
                    block
                    disabled={resendIn > 0 || busy}
                    aria-describedby={resendIn > 0 ? waitId : undefined}
                    onClick={onResend}
                  >
                    {t('passwordReset.resendOtp')}
                  </Button>
                  {resendIn > 0 ? (
                    <p id={waitId} className="reset-card__wait" role="timer" aria-live="off">
                      {t('passwordReset.resendIn', {
                        time: localiseDigits(formatWait(resendIn), language),
                      })}
                    </p>
                  ) : null}
                </div>
              </>
            ) : null}

            <Message tone="error">{generalProblem ? <p>{generalProblem}</p> : null}</Message>
            <p className="reset-card__back">
              <Link to={loginPath}>{t('passwordReset.backToLogin')}</Link>
            </p>
          </>
        )}
      </Card>
    </Page>
  );
}
