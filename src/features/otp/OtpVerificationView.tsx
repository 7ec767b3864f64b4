import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { normaliseDigits } from '../../i18n/digits';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { CODE_PROBLEMS, PHONE_PROBLEMS, type OtpProblem } from '../../shared/otp/otpProblems';
import './otp.css';

/** The problem in the reader's language. */
export function otpProblemText(problem: OtpProblem, t: Translate): string {
  switch (problem.kind) {
    case 'phoneRequired':
      return t('otp.phoneRequired');
    case 'phoneInvalid':
      return t('otp.phoneInvalid');
    case 'notAccountPhone':
      return t('otp.notAccountPhone');
    case 'otpRequired':
      return t('otp.otpRequired');
    case 'otpIncomplete':
      return t('otp.otpIncomplete');
    case 'invalid':
      // The specification's words, then how many tries are left.
      return `${t('otp.otpMismatch')} ${t('otp.triesLeft', { count: problem.triesLeft })}`;
    case 'expired':
      return t('otp.expired');
    case 'tooManyTries':
      return t('otp.tooManyTries');
    case 'resendTooSoon':
      return t('otp.resendTooSoon', { seconds: problem.seconds });
    case 'rateLimited':
      return problem.seconds === null
        ? t('otp.rateLimitedLater')
        : t('otp.rateLimited', { seconds: problem.seconds });
    case 'smsFailed':
      return t('otp.smsFailed');
    case 'smsSlow':
      return t('otp.smsSlow');
    case 'network':
      return t('otp.network');
    case 'failed':
      return t('otp.failed');
  }
}

/** 0:45 */
const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export interface OtpVerificationViewProps {
  step: 'enteringPhone' | 'codeSent' | 'verified';
  /** A call is out: its button waits. */
  busy: 'sending' | 'verifying' | 'resending' | null;
  /** The phone the code was sent to; the phone field is locked to it. */
  sentTo: string | null;
  /** The code, shown on screen in sandbox mode (no SMS is sent then). */
  sandboxCode: string | null;
  /** Seconds before 'Resend OTP' may be pressed. */
  resendIn: number;
  problem: OtpProblem | null;
  /** The phone to start with (the session's, when there is one). */
  initialPhone: string;
  onSendOtp: (phone: string) => void;
  onVerifyOtp: (otp: string) => void;
  onResendOtp: () => void;
  t: Translate;
}

/**
 * Phone OTP verification: a phone number and Send OTP, which locks the phone; then the OTP and
 * Verify OTP, with 'Resend OTP' once a minute has passed. The wait is shown as a timer, which
 * screen readers do not read out as it counts.
 */
export function OtpVerificationView({
  step,
  busy,
  sentTo,
  sandboxCode,
  resendIn,
  problem,
  initialPhone,
  onSendOtp,
  onVerifyOtp,
  onResendOtp,
  t,
}: OtpVerificationViewProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [otp, setOtp] = useState('');
  const errorId = useId();
  const waitId = useId();
  const phoneLocked = step !== 'enteringPhone' || busy === 'sending';
  const phoneProblem = problem !== null && PHONE_PROBLEMS.includes(problem.kind);
  const codeProblem = problem !== null && CODE_PROBLEMS.includes(problem.kind);
  const language = t.language;

  const sendOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phoneLocked) onSendOtp(phone);
  };
  const verifyOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'codeSent' && busy === null) onVerifyOtp(otp);
  };

  return (
    <Page title={t('otp.title')} className="otp-page">
      <div className="card otp-card">
        <form className="otp-form" onSubmit={sendOtp} noValidate>
          <Field
            label={t('otp.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={sentTo ?? phone}
            readOnly={phoneLocked}
            onChange={(event) => setPhone(normaliseDigits(event.target.value))}
            aria-invalid={phoneProblem ? true : undefined}
            aria-describedby={phoneProblem ? errorId : undefined}
          />
          <Button type="submit" block disabled={phoneLocked}>
            {t('otp.sendOtp')}
          </Button>
        </form>

        <Message tone="success" className="otp-status">
          {step === 'codeSent' && sandboxCode ? (
            <p className="otp-status__code">
              {t('otp.codeShown', { code: localiseDigits(sandboxCode, language) })}
            </p>
          ) : null}
          {step === 'codeSent' && !sandboxCode && sentTo && problem?.kind !== 'smsSlow' ? (
            <p>{t('otp.codeSentTo', { phone: localiseDigits(sentTo, language) })}</p>
          ) : null}
          {step === 'verified' ? <p>{t('otp.verified')}</p> : null}
        </Message>

        {step === 'codeSent' ? (
          <>
            <form className="otp-form" onSubmit={verifyOtp} noValidate>
              <Field
                label={t('otp.otp')}
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={otp}
                onChange={(event) => setOtp(normaliseDigits(event.target.value))}
                aria-invalid={codeProblem ? true : undefined}
                aria-describedby={codeProblem ? errorId : undefined}
              />
              <Button type="submit" block disabled={busy !== null}>
                {t('otp.verifyOtp')}
              </Button>
            </form>
            <div className="otp-resend">
              <Button
                variant="secondary"
                block
                disabled={resendIn > 0 || busy !== null}
                aria-describedby={resendIn > 0 ? waitId : undefined}
                onClick={onResendOtp}
              >
                {t('otp.resendOtp')}
              </Button>
              {resendIn > 0 ? (
                <p id={waitId} className="otp-resend__wait" role="timer" aria-live="off">
                  {t('otp.resendIn', { time: localiseDigits(formatWait(resendIn), language) })}
                </p>
              ) : null}
            </div>
          </>
        ) : null}

        <Message id={errorId} tone="error">
          {problem ? <p>{otpProblemText(problem, t)}</p> : null}
        </Message>
      </div>
    </Page>
  );
}

export interface OtpSignInNeededViewProps {
  loginPath: string;
  t: Translate;
}

/** A visitor who is not signed in: the phone verified belongs to an account, so log in first. */
export function OtpSignInNeededView({ loginPath, t }: OtpSignInNeededViewProps) {
  return (
    <Page title={t('otp.title')} className="otp-page">
      <div className="card otp-card">
        <p>{t('otp.signInFirst')}</p>
        <Link to={loginPath}>{t('otp.login')}</Link>
      </div>
    </Page>
  );
}
