/**
 * `npm run partner-code -- <command>`: make, list, switch off and on the partner codes that give
 * plan orders a discount. `npm run partner-code -- --help` tells the commands; the work is in
 * ./partnerCode/cli.ts.
 */
import { run } from './partnerCode/cli';

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
