/**
 * The default SMS provider: it sends nothing. The code goes back in the send answer instead and
 * the OTP screen shows it, as the product's own mock did, so that the app works end to end on a
 * machine with no SMS gateway. Nothing is logged: the text holds the code.
 */
import type { SmsProvider } from './provider';

export function createSandboxSms(): SmsProvider {
  return {
    name: 'sandbox',
    revealsCodes: true,
    send: async () => undefined,
  };
}
