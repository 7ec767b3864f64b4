import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Field } from '../../../components/Field/Field';
import { Message } from '../../../components/Message/Message';
import { Page } from '../../../components/Page/Page';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import type { Translate } from '../../../i18n/translate';
import type { CodeProblem, SignInProblem } from './operatorSessionSlice';

/** The words of a refused sign-in or code. */
export function problemText(problem: SignInProblem | CodeProblem, t: Translate): string {
  switch (problem) {
    case 'credentials':
      return t('admin.signIn.failed');
    case 'locked':
      return t('admin.problems.locked');
    case 'busy':
      return t('admin.problems.busy');
    case 'codeRefused':
      return t('admin.problems.codeRefused');
    case 'recoveryRefused':
      return t('admin.problems.recoveryRefused');
    case 'failed':
      return t('admin.problems.failed');
  }
}

export interface SignInViewProps {
  t: Translate;
  busy: boolean;
  /** The server ended the last session. */
  ended: boolean;
  problem: SignInProblem | null;
  /** The phone and password go straight to the call; the view keeps them only while typed. */
  onSubmit: (phone: string, password: string) => void;
}

/** The back office's sign-in: phone and password. */
export function SignInView({ t, busy, ended, problem, onSubmit }: SignInViewProps) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ phone: boolean; password: boolean }>({
    phone: false,
    password: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { phone: phone.trim() === '', password: password === '' };
    setMissing(next);
    if (next.phone || next.password) return;
    onSubmit(phone.trim(), password);
    setPassword('');
  };
  return (
    <Page title={t('admin.signIn.title')} className="admin-shell">
      <Card className="admin-shell__card">
        {ended && <Message tone="status">{t('admin.signIn.ended')}</Message>}
        {problem && <Message tone="error">{problemText(problem, t)}</Message>}
        <form className="admin-shell__form" onSubmit={submit} noValidate>
          <Field
            label={t('admin.signIn.phone')}
            type="tel"
            autoComplete="username"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={missing.phone ? t('admin.signIn.phoneProblem') : null}
          />
          <PasswordField
            label={t('admin.signIn.password')}
            showLabel={t('admin.signIn.showPassword')}
            hideLabel={t('admin.signIn.hidePassword')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={missing.password ? t('admin.signIn.passwordProblem') : null}
          />
          <Button type="submit" block disabled={busy}>
            {busy ? t('admin.signIn.submitting') : t('admin.signIn.submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
