import { createAction } from '@reduxjs/toolkit';

/**
 * What the floating button needs on every page that shows it, kept apart from the calculator's
 * slice, pricing and popup: those are one chunk, fetched when the button is approached or pressed.
 */

/** The floating button was pressed: the launcher's listener fetches the calculator, then opens it. */
export const calculatorButtonPressed = createAction('calculator/buttonPressed');
/** The page showing the button was left: the popup closes with it. */
export const calculatorLauncherLeft = createAction('calculator/launcherLeft');

/** Any state that may hold the calculator (absent until its code has loaded). */
export interface WithCalculatorStatus {
  calculator?: { status: string };
}

/** The popup is showing: loading, ready or failed. */
export const selectIsCalculatorOpen = (state: WithCalculatorStatus): boolean =>
  state.calculator !== undefined && state.calculator.status !== 'closed';
