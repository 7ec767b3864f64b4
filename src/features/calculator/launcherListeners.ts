import { isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';
import {
  calculatorButtonPressed,
  calculatorLauncherLeft,
  launcherMessages,
  loadCalculator,
} from './launcher';

/**
 * A press fetches the calculator's code (at once if the button was approached before), then
 * opens it; leaving the page meanwhile cancels the opening.
 */
startAppListening({
  matcher: isAnyOf(calculatorButtonPressed, calculatorLauncherLeft),
  effect: async (action, api) => {
    api.cancelActiveListeners();
    if (calculatorLauncherLeft.match(action)) return;
    let calculator: Awaited<ReturnType<typeof loadCalculator>>;
    try {
      calculator = await api.pause(loadCalculator());
    } catch (error) {
      if (api.signal.aborted) throw error;
      api.extra.alert(launcherMessages.unavailable);
      return;
    }
    api.dispatch(calculator.calculatorOpened());
  },
});
