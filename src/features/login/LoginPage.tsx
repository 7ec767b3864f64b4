import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  loginPageLeft,
  selectIsLoggingIn,
  selectIsLoginLocked,
  selectLoginError,
} from './loginSlice';
import { submitLogin } from './loginThunks';
import { LoginView } from './LoginView';
import { useTranslator } from '../../i18n/useTranslator';

/** /login and /signin: the login screen's container. */
export function LoginPage() {
  const submitting = useAppSelector(selectIsLoggingIn);
  const locked = useAppSelector(selectIsLoginLocked);
  const error = useAppSelector(selectLoginError);
  const dispatch = useAppDispatch();
  const t = useTranslator();

  useEffect(() => () => void dispatch(loginPageLeft()), [dispatch]);

  return (
    <LoginView
      submitting={submitting}
      locked={locked}
      error={error}
      t={t}
      onSubmit={(form) => void dispatch(submitLogin(form))}
    />
  );
}
