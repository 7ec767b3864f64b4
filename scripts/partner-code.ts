/**
 * `npm run partner-code -- <command>`: make, list, switch off and on the partner codes that give
 * plan orders a discount. `npm run partner-code -- --help` tells the commands; the work is in
 * ./partnerCode/cli.ts.
 */
import { exitWith } from './cli/commandLine';
import { run } from './partnerCode/cli';

exitWith(run(process.argv.slice(2)));
