/**
 * `npm run operator -- <command>`: create, list, disable and reset the back office's operators.
 * `npm run operator -- --help` tells the commands; the work is in ./operator/cli.ts.
 */
import { exitWith } from './cli/commandLine';
import { run } from './operator/cli';

exitWith(run(process.argv.slice(2)));
