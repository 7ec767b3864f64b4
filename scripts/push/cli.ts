/**
 * `npm run push -- <command>`: what an operator needs for web push. `keys` makes a new pair of
 * VAPID keys for the configuration (docs/configuration.md); nothing is stored, the keys are only
 * printed. `parseArgs` is pure; `run` returns the exit code.
 */
import { generateVapidKeys } from '../../server/src/push/webPush';
import {
  consoleOutput,
  parseCommand,
  type Help,
  type Output,
  type UsageFault,
} from '../cli/commandLine';

export const USAGE = `Usage: npm run push -- <command>

Commands:
  keys
      Prints a new pair of VAPID keys as the server reads them (VAPID_PUBLIC_KEY and
      VAPID_PRIVATE_KEY), to put in the server's environment with VAPID_SUBJECT. Keep the private
      key secret. A new pair ends every device's subscription: browsers subscribed with the old
      public key must opt in again.`;

export type PushCommand = { kind: 'keys' };

export function parseArgs(argv: readonly string[]): PushCommand | Help | UsageFault {
  return parseCommand(argv, { keys: [] }, () => ({ kind: 'keys' }));
}

export async function run(
  argv: readonly string[],
  io: Output = consoleOutput,
  makeKeys = generateVapidKeys,
): Promise<number> {
  const command = parseArgs(argv);
  if (command.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (command.kind === 'error') {
    io.err(`${command.message}\n\nRun "npm run push -- --help" for the commands.`);
    return 1;
  }
  const { publicKey, privateKey } = makeKeys();
  io.out(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
  return 0;
}
