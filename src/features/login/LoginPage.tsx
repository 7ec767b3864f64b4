import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
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

/**
 * /login and /signin: the login screen's container. `?next=` is where the merchant goes once
 * logged in (the thunk keeps it only when it is a path of this site).
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
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
      onSubmit={(form) => void dispatch(submitLogin(form, next))}
    />
  );
}
