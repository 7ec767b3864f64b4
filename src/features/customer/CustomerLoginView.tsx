import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ORDER_LIMITS } from '@contract/orderRules';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { normaliseDigits } from '../../i18n/digits';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { OtpProblem as CustomerOtpProblem } from '../../shared/otp/otpProblems';
import './customer.css';

const PHONE_PROBLEMS: readonly CustomerOtpProblem['kind'][] = [
  'phoneRequired',
  'phoneInvalid',
  'notAccountPhone',
];
const CODE_PROBLEMS: readonly CustomerOtpProblem['kind'][] = [
  'otpRequired',
  'otpIncomplete',
  'invalid',
  'expired',
  'tooManyTries',
];

/** The problem in the reader's language. */
export function customerOtpProblemText(problem: CustomerOtpProblem, t: Translate): string {
  switch (problem.kind) {
    case 'phoneRequired':
      return t('customer.phoneRequired');
    case 'phoneInvalid':
      return t('customer.phoneInvalid');
    case 'notAccountPhone':
      return t('customer.notAccountPhone');
    case 'otpRequired':
      return t('customer.otpRequired');
    case 'otpIncomplete':
      return t('customer.otpIncomplete');
    case 'invalid':
      return `${t('customer.otpMismatch')} ${t('customer.triesLeft', { count: problem.triesLeft })}`;
    case 'expired':
      return t('customer.expired');
    case 'tooManyTries':
      return t('customer.tooManyTries');
    case 'resendTooSoon':
      return t('customer.resendTooSoon', { seconds: problem.seconds });
    case 'rateLimited':
      return problem.seconds === null
        ? t('customer.rateLimitedLater')
        : t('customer.rateLimited', { seconds: problem.seconds });
    case 'smsFailed':
      return t('customer.smsFailed');
    case 'smsSlow':
      return t('customer.smsSlow');
    case 'network':
      return t('customer.network');
    case 'failed':
      return t('customer.failed');
  }
}

/** 0:45 */
const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export interface CustomerLoginViewProps {
  step: 'enteringPhone' | 'codeSent';
  busy: 'sending' | 'signingIn' | 'resending' | null;
  sentTo: string | null;
  /** The code, shown on screen in sandbox mode (no SMS is sent then). */
  sandboxCode: string | null;
  resendIn: number;
  problem: CustomerOtpProblem | null;
  onSendOtp: (phone: string) => void;
  onSignIn: (otp: string) => void;
  onResendOtp: () => void;
  t: Translate;
}

/** The customer's sign-in: a phone and 'Send OTP', then the OTP and 'Sign in'. */
export function CustomerLoginView({
  step,
  busy,
  sentTo,
  sandboxCode,
  resendIn,
  problem,
  onSendOtp,
  onSignIn,
  onResendOtp,
  t,
}: CustomerLoginViewProps) {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const errorId = useId();
  const waitId = useId();
  const codeForm = useRef<HTMLFormElement>(null);
  // Once the code is sent, the Send OTP button is locked: the OTP field takes the focus.
  useEffect(() => {
    if (step === 'codeSent') codeForm.current?.querySelector('input')?.focus();
  }, [step]);
  const phoneLocked = step !== 'enteringPhone' || busy === 'sending';
  const phoneProblem = problem !== null && PHONE_PROBLEMS.includes(problem.kind);
  const codeProblem = problem !== null && CODE_PROBLEMS.includes(problem.kind);
  const language = t.language;

  const sendOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phoneLocked) onSendOtp(phone);
  };
  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'codeSent' && busy === null) onSignIn(otp);
  };

  return (
    <Page title={t('customer.loginTitle')} className="customer-page">
      <div className="card customer-card">
        <p>{t('customer.loginIntro')}</p>
        <form className="customer-form" onSubmit={sendOtp} noValidate>
          <Field
            label={t('customer.phone')}
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
            {t('customer.sendOtp')}
          </Button>
        </form>

        <Message tone="success">
          {step === 'codeSent' && sandboxCode ? (
            <p className="customer-code">
              {t('customer.codeShown', { code: localiseDigits(sandboxCode, language) })}
            </p>
          ) : null}
          {step === 'codeSent' && !sandboxCode && sentTo && problem?.kind !== 'smsSlow' ? (
            <p>{t('customer.codeSentTo', { phone: localiseDigits(sentTo, language) })}</p>
          ) : null}
        </Message>

        {step === 'codeSent' ? (
          <>
            <form ref={codeForm} className="customer-form" onSubmit={signIn} noValidate>
              <Field
                label={t('customer.otp')}
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
                {t('customer.signIn')}
              </Button>
            </form>
            <div className="customer-resend">
              <Button
                variant="secondary"
                block
                disabled={resendIn > 0 || busy !== null}
                aria-describedby={resendIn > 0 ? waitId : undefined}
                onClick={onResendOtp}
              >
                {t('customer.resendOtp')}
              </Button>
              {resendIn > 0 ? (
                <p id={waitId} className="customer-muted" role="timer" aria-live="off">
                  {t('customer.resendIn', { time: localiseDigits(formatWait(resendIn), language) })}
                </p>
              ) : null}
            </div>
          </>
        ) : null}

        <Message id={errorId} tone="error">
          {problem ? <p>{customerOtpProblemText(problem, t)}</p> : null}
        </Message>
      </div>
    </Page>
  );
}

export interface CustomerNameViewProps {
  busy: boolean;
  problem: 'nameRequired' | 'nameTooLong' | 'failed' | null;
  onSave: (name: string) => void;
  t: Translate;
}

/** 'Your name', asked once, after a first sign-in. */
export function CustomerNameView({ busy, problem, onSave, t }: CustomerNameViewProps) {
  const [name, setName] = useState('');
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The sign-in form is gone: its focus moves to the name.
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSave(name);
  };
  const words =
    problem === 'nameRequired'
      ? t('customer.nameRequired')
      : problem === 'nameTooLong'
        ? t('customer.nameTooLong', { max: ORDER_LIMITS.customerName })
        : problem === 'failed'
          ? t('customer.nameFailed')
          : null;
  return (
    <Page title={t('customer.nameTitle')} className="customer-page">
      <div className="card customer-card">
        <p>{t('customer.nameIntro')}</p>
        <form ref={form} className="customer-form" onSubmit={save} noValidate>
          <Field
            label={t('customer.name')}
            name="name"
            autoComplete="name"
            maxLength={ORDER_LIMITS.customerName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          <Button type="submit" block disabled={busy}>
            {t('customer.saveName')}
          </Button>
        </form>
        <Message id={errorId} tone="error">
          {words ? <p>{words}</p> : null}
        </Message>
      </div>
    </Page>
  );
}
