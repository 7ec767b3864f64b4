import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { normaliseDigits } from '../../../i18n/digits';
import { localiseDigits } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import { otpDigits } from '../otpDigits';
import { CODE_PROBLEMS, PHONE_PROBLEMS, type OtpProblem } from '../otpProblems';
import { Button } from '../../../components/Button/Button';
import { Field } from '../../../components/Field/Field';
import { Message } from '../../../components/Message/Message';
import './OtpEntry.css';

/**
 * The catalogue section a screen's OTP words live in: the merchant's phone verification ('otp')
 * and the customer's sign-in ('customer') word the same things each in their own way.
 */
export type OtpWords = 'otp' | 'customer' | 'passwordReset' | 'team';

/** The problem in the reader's language, in the screen's own words. */
export function otpProblemText(problem: OtpProblem, t: Translate, words: OtpWords): string {
  switch (problem.kind) {
    case 'phoneRequired':
      return t(`${words}.phoneRequired`);
    case 'phoneInvalid':
      return t(`${words}.phoneInvalid`);
    case 'notAccountPhone':
      return t(`${words}.notAccountPhone`);
    case 'otpRequired':
      return t(`${words}.otpRequired`);
    case 'otpIncomplete':
      return t(`${words}.otpIncomplete`);
    case 'invalid':
      // The screen's fixed words ('Invalid OTP. Please try again.'), then how many tries are left.
      return `${t(`${words}.otpMismatch`)} ${t(`${words}.triesLeft`, { count: problem.triesLeft })}`;
    case 'expired':
      return t(`${words}.expired`);
    case 'tooManyTries':
      return t(`${words}.tooManyTries`);
    case 'resendTooSoon':
      return t(`${words}.resendTooSoon`, { seconds: problem.seconds });
    case 'rateLimited':
      return problem.seconds === null
        ? t(`${words}.rateLimitedLater`)
        : t(`${words}.rateLimited`, { seconds: problem.seconds });
    case 'smsFailed':
      return t(`${words}.smsFailed`);
    case 'smsSlow':
      return t(`${words}.smsSlow`);
    case 'network':
      return t(`${words}.network`);
    case 'failed':
      return t(`${words}.failed`);
  }
}

/** 0:45 */
export const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export interface OtpEntryProps {
  /** 'done' is the merchant's verified phone: the forms stay, `doneText` is shown. */
  step: 'enteringPhone' | 'codeSent' | 'done';
  /** The code is being sent: the phone and its button wait. */
  sending: boolean;
  /** Any call is out: the code's buttons wait. */
  busy: boolean;
  /** The phone the code was sent to; the phone field is locked to it. */
  sentTo: string | null;
  /** The code, shown on screen in sandbox mode (no SMS is sent then). */
  sandboxCode: string | null;
  /** Seconds before 'Resend OTP' may be pressed. */
  resendIn: number;
  problem: OtpProblem | null;
  /** The phone to start with. */
  initialPhone: string;
  /** The label of the button that sends the code ('Verify OTP', 'Sign in'). */
  submitCodeLabel: string;
  /** What the success message says once `step` is 'done'. */
  doneText?: ReactNode;
  /** Once the code is sent, the OTP field takes the focus. */
  focusCodeWhenSent?: boolean;
  onSendOtp: (phone: string) => void;
  onSubmitCode: (otp: string) => void;
  onResendOtp: () => void;
  words: OtpWords;
  t: Translate;
}

/** What a screen's container gives it: the entry's state, the phone to start with, the actions. */
export type OtpEntryScreenProps = Omit<
  OtpEntryProps,
  'submitCodeLabel' | 'doneText' | 'focusCodeWhenSent' | 'words'
>;

/**
 * A phone and 'Send OTP', which locks the phone; then the OTP and its button, with 'Resend OTP'
 * once the wait is over. The wait is shown as a timer, which screen readers do not read out as it
 * counts; a problem is tied to the field it is about.
 */
export function OtpEntry({
  step,
  sending,
  busy,
  sentTo,
  sandboxCode,
  resendIn,
  problem,
  initialPhone,
  submitCodeLabel,
  doneText,
  focusCodeWhenSent = false,
  onSendOtp,
  onSubmitCode,
  onResendOtp,
  words,
  t,
}: OtpEntryProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [otp, setOtp] = useState('');
  const errorId = useId();
  const waitId = useId();
  const codeForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusCodeWhenSent && step === 'codeSent') codeForm.current?.querySelector('input')?.focus();
  }, [focusCodeWhenSent, step]);
  const phoneLocked = step !== 'enteringPhone' || sending;
  const phoneProblem = problem !== null && PHONE_PROBLEMS.includes(problem.kind);
  const codeProblem = problem !== null && CODE_PROBLEMS.includes(problem.kind);
  const language = t.language;

  const sendOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phoneLocked) onSendOtp(phone);
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'codeSent' && !busy) onSubmitCode(otp);
  };

  return (
    <>
      <form className="otp-entry__form" onSubmit={sendOtp} noValidate>
        <Field
          label={t(`${words}.phone`)}
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
          {t(`${words}.sendOtp`)}
        </Button>
      </form>

      <Message tone="success" className="otp-entry__status">
        {step === 'codeSent' && sandboxCode ? (
          <p className="otp-entry__code">
            {t(`${words}.codeShown`, { code: localiseDigits(sandboxCode, language) })}
          </p>
        ) : null}
        {step === 'codeSent' && !sandboxCode && sentTo && problem?.kind !== 'smsSlow' ? (
          <p>{t(`${words}.codeSentTo`, { phone: localiseDigits(sentTo, language) })}</p>
        ) : null}
        {step === 'done' && doneText ? <p>{doneText}</p> : null}
      </Message>

      {step === 'codeSent' ? (
        <>
          <form ref={codeForm} className="otp-entry__form" onSubmit={submitCode} noValidate>
            <Field
              label={t(`${words}.otp`)}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              value={otp}
              onChange={(event) => setOtp(otpDigits(event.target.value))}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? errorId : undefined}
            />
            <Button type="submit" block disabled={busy}>
              {submitCodeLabel}
            </Button>
          </form>
          <div className="otp-entry__resend">
            <Button
              variant="secondary"
              block
              disabled={resendIn > 0 || busy}
              aria-describedby={resendIn > 0 ? waitId : undefined}
              onClick={onResendOtp}
            >
              {t(`${words}.resendOtp`)}
            </Button>
            {resendIn > 0 ? (
              <p id={waitId} className="otp-entry__wait" role="timer" aria-live="off">
                {t(`${words}.resendIn`, { time: localiseDigits(formatWait(resendIn), language) })}
              </p>
            ) : null}
          </div>
        </>
      ) : null}

      <Message id={errorId} tone="error">
        {problem ? <p>{otpProblemText(problem, t, words)}</p> : null}
      </Message>
    </>
  );
}
