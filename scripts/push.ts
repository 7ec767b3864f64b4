/**
 * `npm run push -- keys`: a new pair of VAPID keys for web push. `npm run push -- --help` tells
 * the commands; the work is in ./push/cli.ts.
 */
import { exitWith } from './cli/commandLine';
import { run } from './push/cli';

exitWith(run(process.argv.slice(2)));
