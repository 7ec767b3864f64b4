/**
 * The back office's operators of a browser-test run. They are made by the CLI
 * (`npm run operator -- create`) before the suite's server starts (e2e/serve.ts): PGlite's data
 * directory opens in one process at a time, so the CLI cannot run beside the server. What the CLI
 * printed for each is kept in `operatorsFile`, where the specs read the password it showed once.
 *
 * No Playwright here: serve.ts imports this outside the test runner.
 */
import path from 'node:path';

export type E2eOperatorRole = 'admin' | 'finance' | 'support' | 'designer';

export interface E2eOperator {
  phone: string;
  role: E2eOperatorRole;
  name: string;
}

/** Who the specs sign in as: each its own, so no two specs share a session or a lock. */
export const E2E_OPERATORS = {
  /** adminJourney.spec.ts: enrols in the browser, then works through the journey. */
  journey: { phone: '09700003107', role: 'admin', name: 'Daw Su' },
  /** adminScreens.spec.ts: enrolled through the API, opens every part. */
  screens: { phone: '09700003108', role: 'admin', name: 'U Hla' },
  /** adminScreens.spec.ts: never enrolled, for the enrolment screen. */
  newcomer: { phone: '09700003109', role: 'admin', name: 'Daw Mya' },
  /** designJourney.spec.ts: the design service's designer. */
  designer: { phone: '09700003110', role: 'designer', name: 'Ko Myo' },
} as const satisfies Record<string, E2eOperator>;

export type E2eOperatorKey = keyof typeof E2E_OPERATORS;

/** What the CLI printed when it made each operator, by key. */
export type CliOutputs = Record<E2eOperatorKey, string>;

/** Where serve.ts keeps the CLI's outputs for the server on `port` (beside its data directory). */
export function operatorsFile(root: string, port: number): string {
  return path.join(root, '.data', `e2e-${port}.operators.json`);
}
