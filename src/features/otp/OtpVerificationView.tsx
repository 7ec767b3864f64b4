import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { normaliseDigits } from '../../i18n/digits';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import './otp.css';

export interface OtpVerificationViewProps {
  step: 'enteringPhone' | 'codeSent' | 'verified';
  /** The phone the code was sent to; the phone field is locked to it. */
  sentTo: string | null;
  /** The code, shown on screen (the product's mock of an SMS). */
  code: string | null;
  error: string | null;
  /** The phone to start with (the session's, when there is one). */
  initialPhone: string;
  onSendOtp: (phone: string) => void;
  onVerifyOtp: (otp: string) => void;
  t: Translate;
}

/**
 * Phone OTP verification: a phone number and Send OTP, which locks the
 * phone; then the code, shown on screen, and Verify OTP.
 */
export function OtpVerificationView({
  step,
  sentTo,
  code,
  error,
  initialPhone,
  onSendOtp,
  onVerifyOtp,
  t,
}: OtpVerificationViewProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [otp, setOtp] = useState('');
  const errorId = useId();
  const phoneLocked = step !== 'enteringPhone';

  const sendOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phoneLocked) onSendOtp(phone);
  };
  const verifyOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'codeSent') onVerifyOtp(otp);
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
            aria-invalid={step === 'enteringPhone' && error ? true : undefined}
            aria-describedby={step === 'enteringPhone' && error ? errorId : undefined}
          />
          <Button type="submit" block disabled={phoneLocked}>
            {t('otp.sendOtp')}
          </Button>
        </form>

        <Message tone="success" className="otp-status">
          {step === 'codeSent' && code ? (
            <p className="otp-status__code">
              {t('otp.codeShown', { code: localiseDigits(code, t.language) })}
            </p>
          ) : null}
          {step === 'verified' ? <p>{t('otp.verified')}</p> : null}
        </Message>

        {step === 'codeSent' ? (
          <form className="otp-form" onSubmit={verifyOtp} noValidate>
            <Field
              label={t('otp.otp')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(event) => setOtp(normaliseDigits(event.target.value))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <Button type="submit" block>
              {t('otp.verifyOtp')}
            </Button>
          </form>
        ) : null}

        <Message id={errorId} tone="error">
          {error ? <p>{error}</p> : null}
        </Message>
      </div>
    </Page>
  );
}
