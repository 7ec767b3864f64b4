import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translatorFor } from '../../../i18n/catalogues';
import { loadAllCatalogues } from '../../../i18n/testing';
import type { Translate } from '../../../i18n/translate';
import { formatWait, OtpEntry, otpProblemText, type OtpEntryProps } from './OtpEntry';

/** A translator that answers with the key (and its values), to see which section words it. */
const keysT = Object.assign(
  (key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : key,
  { language: 'en' as const },
) as unknown as Translate;

beforeAll(async () => {
  await loadAllCatalogues('en');
  await loadAllCatalogues('my');
});

describe('otpProblemText', () => {
  it('words a problem from the section the screen names', () => {
    expect(otpProblemText({ kind: 'expired' }, keysT, 'otp')).toBe('otp.expired');
    expect(otpProblemText({ kind: 'expired' }, keysT, 'customer')).toBe('customer.expired');
    expect(otpProblemText({ kind: 'invalid', triesLeft: 2 }, keysT, 'customer')).toBe(
      'customer.otpMismatch customer.triesLeft {"count":2}',
    );
    expect(otpProblemText({ kind: 'rateLimited', seconds: null }, keysT, 'otp')).toBe(
      'otp.rateLimitedLater',
    );
    expect(otpProblemText({ kind: 'rateLimited', seconds: 30 }, keysT, 'otp')).toBe(
      'otp.rateLimited {"seconds":30}',
    );
    expect(otpProblemText({ kind: 'resendTooSoon', seconds: 12 }, keysT, 'customer')).toBe(
      'customer.resendTooSoon {"seconds":12}',
    );
  });

  it('says the wrong code and the tries left in English and Burmese', () => {
    expect(otpProblemText({ kind: 'invalid', triesLeft: 1 }, translatorFor('en'), 'otp')).toBe(
      'Invalid OTP. Please try again. 1 try left.',
    );
    expect(otpProblemText({ kind: 'invalid', triesLeft: 1 }, translatorFor('my'), 'otp')).toMatch(
      /၁/,
    );
  });
});

it('shows a wait as minutes and two-digit seconds', () => {
  expect(formatWait(45)).toBe('0:45');
  expect(formatWait(60)).toBe('1:00');
  expect(formatWait(125)).toBe('2:05');
});

function renderEntry(props: Partial<OtpEntryProps> = {}) {
  const handlers = { onSendOtp: jest.fn(), onSubmitCode: jest.fn(), onResendOtp: jest.fn() };
  render(
    <OtpEntry
      step="enteringPhone"
      sending={false}
      busy={false}
      sentTo={null}
      sandboxCode={null}
      resendIn={0}
      problem={null}
      initialPhone=""
      submitCodeLabel="Sign in"
      words="customer"
      t={translatorFor('en')}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('OtpEntry', () => {
  it('sends the phone typed, Myanmar digits read as ASCII', async () => {
    const { onSendOtp } = renderEntry({ initialPhone: '09' });
    await userEvent.type(screen.getByLabelText('Phone Number'), '၇၈၁၂၃၄၅၆');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(onSendOtp).toHaveBeenCalledWith('0978123456');
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('locks the phone while the code is being sent', async () => {
    const { onSendOtp } = renderEntry({ sending: true, busy: true });
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    expect(onSendOtp).not.toHaveBeenCalled();
  });

  it('once sent: the sandbox code, the code field with its button, and the resend wait', async () => {
    const { onSubmitCode, onResendOtp } = renderEntry({
      step: 'codeSent',
      sentTo: '09781234567',
      sandboxCode: '123456',
      resendIn: 45,
    });
    expect(screen.getByText('Your OTP code is 123456')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('09781234567');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('You can request a new OTP in 0:45.');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    await userEvent.type(screen.getByLabelText('OTP'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmitCode).toHaveBeenCalledWith('654321');
    expect(onResendOtp).not.toHaveBeenCalled();
  });

  it('says where the code went when no code is shown, and lets Resend be pressed after the wait', async () => {
    const { onResendOtp } = renderEntry({ step: 'codeSent', sentTo: '09781234567' });
    expect(screen.getByText('We sent an OTP to 09781234567.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResendOtp).toHaveBeenCalledTimes(1);
  });

  it('waits on a call that is out: the code and resend buttons are disabled', () => {
    renderEntry({ step: 'codeSent', sentTo: '09781234567', busy: true });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('moves the focus to the code field only when asked', () => {
    renderEntry({ step: 'codeSent', sentTo: '09781234567', focusCodeWhenSent: true });
    expect(screen.getByLabelText('OTP')).toHaveFocus();
  });

  it('leaves the focus where it was when not asked', () => {
    renderEntry({ step: 'codeSent', sentTo: '09781234567' });
    expect(screen.getByLabelText('OTP')).not.toHaveFocus();
  });

  it('ties a phone problem to the phone field', () => {
    renderEntry({ problem: { kind: 'phoneInvalid' } });
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Please enter a Myanmar mobile number, such as 09 7812 3456.',
    );
  });

  it('ties a wrong code to the code field, not the phone', () => {
    renderEntry({
      step: 'codeSent',
      sentTo: '09781234567',
      problem: { kind: 'invalid', triesLeft: 2 },
    });
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(
      'Invalid OTP. Please try again. 2 tries left.',
    );
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid');
  });

  it('when done: says so, and offers no code field', () => {
    renderEntry({ step: 'done', sentTo: '09781234567', doneText: 'Verified.' });
    expect(screen.getByText('Verified.')).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
  });
});
