import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Message } from '../../../components/Message/Message';
import { Page } from '../../../components/Page/Page';
import type { Translate } from '../../../i18n/translate';
import { CodeField, isSixDigits } from './CodeField';
import type { CodeProblem } from './operatorSessionSlice';
import { problemText } from './SignInView';

/** The secret to enrol, drawn as a QR code here (null: the drawing failed; the key remains). */
export type Enrolment =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; secret: string; qr: string | null };

export interface EnrolmentViewProps {
  t: Translate;
  enrolment: Enrolment;
  busy: boolean;
  problem: CodeProblem | null;
  onRetry: () => void;
  onSubmit: (code: string) => void;
}

/** Groups a base32 key in fours, as authenticator apps show and take it. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The first sign-in: the QR code (and its key) for an authenticator app, then its first code. */
export function EnrolmentView({
  t,
  enrolment,
  busy,
  problem,
  onRetry,
  onSubmit,
}: EnrolmentViewProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = !isSixDigits(code);
    setInvalid(wrong);
    if (wrong) return;
    onSubmit(code);
    setCode('');
  };
  return (
    <Page title={t('admin.enrol.title')} className="admin-shell">
      <Card className="admin-shell__card">
        <p>{t('admin.enrol.intro')}</p>
        {enrolment.status === 'loading' && <p role="status">{t('admin.enrol.loading')}</p>}
        {enrolment.status === 'failed' && (
          <>
            <Message tone="error">{t('admin.problems.failed')}</Message>
            <Button type="button" variant="secondary" onClick={onRetry}>
              {t('admin.enrol.retry')}
            </Button>
          </>
        )}
        {enrolment.status === 'ready' && (
          <>
            {enrolment.qr && (
              <img
                className="admin-shell__qr"
                src={enrolment.qr}
                alt={t('admin.enrol.qrAlt')}
                width={200}
                height={200}
              />
            )}
            <p>
              {t('admin.enrol.key')}{' '}
              <code className="admin-shell__key">{groupedKey(enrolment.secret)}</code>
            </p>
            {problem && <Message tone="error">{problemText(problem, t)}</Message>}
            <form className="admin-shell__form" onSubmit={submit} noValidate>
              <CodeField
                label={t('admin.enrol.code')}
                value={code}
                onChange={setCode}
                error={invalid ? t('admin.problems.codeProblem') : null}
              />
              <Button type="submit" block disabled={busy}>
                {busy ? t('admin.enrol.submitting') : t('admin.enrol.submit')}
              </Button>
            </form>
          </>
        )}
      </Card>
    </Page>
  );
}

export interface RecoveryCodesViewProps {
  t: Translate;
  codes: readonly string[];
  onDone: () => void;
}

/** The recovery codes, shown this once. */
export function RecoveryCodesView({ t, codes, onDone }: RecoveryCodesViewProps) {
  return (
    <Page title={t('admin.recovery.title')} className="admin-shell">
      <Card className="admin-shell__card">
        <p>{t('admin.recovery.intro')}</p>
        <ul className="admin-shell__codes" aria-label={t('admin.recovery.listLabel')}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Button type="button" block onClick={onDone}>
          {t('admin.recovery.done')}
        </Button>
      </Card>
    </Page>
  );
}
