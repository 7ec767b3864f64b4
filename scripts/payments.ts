/**
 * `npm run payments -- <command>`: list, show, approve and reject bank transfers, and list the
 * payments held for refund. `npm run payments -- --help` tells the commands; the work is in
 * ./payments/cli.ts.
 */
import { run } from './payments/cli';

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
