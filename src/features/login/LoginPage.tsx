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

/** /login and /signin: the login screen's container. */
export function LoginPage() {
  const submitting = useAppSelector(selectIsLoggingIn);
  const locked = useAppSelector(selectIsLoginLocked);
  const error = useAppSelector(selectLoginError);
  const dispatch = useAppDispatch();

  useEffect(() => () => void dispatch(loginPageLeft()), [dispatch]);

  return (
    <LoginView
      submitting={submitting}
      locked={locked}
      error={error}
      onSubmit={(form) => void dispatch(submitLogin(form))}
    />
  );
}
