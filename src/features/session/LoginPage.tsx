import { Page } from '../../components/Page/Page';
import { sessionMessages } from './messages';

/** /login and /signin: the login screen; its form arrives with the login issue. */
export function LoginPage() {
  return <Page title={sessionMessages.loginTitle} />;
}
