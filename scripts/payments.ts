/**
 * `npm run payments -- <command>`: list, show, approve and reject bank transfers, and list the
 * payments held for refund. `npm run payments -- --help` tells the commands; the work is in
 * ./payments/cli.ts.
 */
import { exitWith } from './cli/commandLine';
import { run } from './payments/cli';

exitWith(run(process.argv.slice(2)));
