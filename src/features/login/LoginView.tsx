import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { CloseIcon, EyeIcon, EyeOffIcon } from '../../components/icons';
import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import { normaliseDigits } from '../../i18n/digits';
import type { LoginForm } from './loginThunks';
import './login.css';
import { Card } from '../../components/Card/Card';
import { Message } from '../../components/Message/Message';

export interface LoginViewProps {
  /** The request is on its way. */
  submitting: boolean;
  /** The form cannot be sent (submitting, or logged in and moving on). */
  locked: boolean;
  error: string | null;
  onSubmit: (form: LoginForm) => void;
  t: Translate;
}

/**
 * The login screen: phone number and password, both required, a
 * show/hide toggle for the password and a clear button for each field. What is typed stays in
 * the form whatever the answer.
 */
export function LoginView({ submitting, locked, error, onSubmit, t }: LoginViewProps) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  const passwordId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) onSubmit({ phone, password });
  };

  return (
    <Page title={t('login.title')} className="login-page">
      <Card as="form" className="login-form" onSubmit={submit} aria-busy={submitting}>
        <div className="field">
          <label className="field__label" htmlFor={phoneId}>
            {t('login.phone')}
          </label>
          <div className="input-group">
            <input
              ref={phoneRef}
              id={phoneId}
              className="field__control"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(normaliseDigits(event.target.value))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {phone ? (
              <button
                type="button"
                className="icon-button input-group__button"
                aria-label={t('login.clearPhone')}
                onClick={() => {
                  setPhone('');
                  phoneRef.current?.focus();
                }}
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
        </div>

        <div className="field">
          <label className="field__label" htmlFor={passwordId}>
            {t('login.password')}
          </label>
          <div className="input-group">
            <input
              ref={passwordRef}
              id={passwordId}
              className="field__control"
              name="password"
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {password ? (
              <button
                type="button"
                className="icon-button input-group__button"
                aria-label={t('login.clearPassword')}
                onClick={() => {
                  setPassword('');
                  passwordRef.current?.focus();
                }}
              >
                <CloseIcon />
              </button>
            ) : null}
            <button
              type="button"
              className="icon-button input-group__button"
              aria-label={passwordShown ? t('login.hidePassword') : t('login.showPassword')}
              aria-controls={passwordId}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              {passwordShown ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </div>
        </div>

        <Message id={errorId} tone="error">
          {error ? <p>{error}</p> : null}
        </Message>
        <Message tone="status">{submitting ? <p>{t('login.processing')}</p> : null}</Message>

        <Button type="submit" block disabled={locked}>
          {t('login.login')}
        </Button>
        <p className="login-form__forgot">
          <Link to={routePaths.forgotPassword}>{t('login.forgotPassword')}</Link>
        </p>
        <p className="login-form__forgot">
          <Link to={routePaths.staffLogin}>{t('team.staffLink')}</Link>
        </p>
      </Card>
    </Page>
  );
}
