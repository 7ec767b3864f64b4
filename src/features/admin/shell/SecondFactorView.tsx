import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Field } from '../../../components/Field/Field';
import { Message } from '../../../components/Message/Message';
import { Page } from '../../../components/Page/Page';
import type { Translate } from '../../../i18n/translate';
import { CodeField, isSixDigits } from './CodeField';
import type { CodeProblem } from './operatorSessionSlice';
import { problemText } from './SignInView';

export interface SecondFactorViewProps {
  t: Translate;
  busy: boolean;
  problem: CodeProblem | null;
  onCode: (code: string) => void;
  onRecoveryCode: (code: string) => void;
}

/** The code from the authenticator app, or ('Use a recovery code') one of the recovery codes. */
export function SecondFactorView({
  t,
  busy,
  problem,
  onCode,
  onRecoveryCode,
}: SecondFactorViewProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = recovery ? value.trim() === '' : !isSixDigits(value);
    setInvalid(wrong);
    if (wrong) return;
    if (recovery) onRecoveryCode(value.trim());
    else onCode(value);
    setValue('');
  };
  const toggle = () => {
    setRecovery(!recovery);
    setValue('');
    setInvalid(false);
  };
  return (
    <Page title={t('admin.secondFactor.title')} className="admin-shell">
      <Card className="admin-shell__card">
        <p>{recovery ? t('admin.secondFactor.recoveryIntro') : t('admin.secondFactor.intro')}</p>
        {problem && <Message tone="error">{problemText(problem, t)}</Message>}
        <form className="admin-shell__form" onSubmit={submit} noValidate>
          {recovery ? (
            <Field
              label={t('admin.secondFactor.recoveryCode')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={invalid ? t('admin.problems.recoveryRefused') : null}
            />
          ) : (
            <CodeField
              label={t('admin.secondFactor.code')}
              value={value}
              onChange={setValue}
              error={invalid ? t('admin.problems.codeProblem') : null}
            />
          )}
          <Button type="submit" block disabled={busy}>
            {busy ? t('admin.secondFactor.submitting') : t('admin.secondFactor.submit')}
          </Button>
        </form>
        <Button type="button" variant="link" onClick={toggle}>
          {recovery ? t('admin.secondFactor.useCode') : t('admin.secondFactor.useRecovery')}
        </Button>
      </Card>
    </Page>
  );
}
