import { Page } from '../../components/Page/Page';
import { registrationMessages } from './messages';

/** /register: merchant registration; its form arrives with the registration issue. */
export function RegisterPage() {
  return <Page title={registrationMessages.title} />;
}
