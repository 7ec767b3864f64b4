import { isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';
import { loadScreenChunks } from '../../i18n/languageListeners';
import { translatorOfState } from '../../i18n/stateTranslator';
import { selectLanguageState } from '../../i18n/languageSlice';
import { calculatorButtonPressed, calculatorLauncherLeft } from './launcher';

/**
 * The calculator's chunk: its slice, listeners, pricing and popup. It imports the launcher's
 * actions back, so only the button's side (here) names it.
 */
export const loadCalculator = () =>
  import(/* webpackChunkName: "calculator" */ './CalculatorPopup');

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
      // The popup's words come with its code (the button's own words are in the page's chunk).
      [calculator] = await api.pause(
        Promise.all([
          loadCalculator(),
          loadScreenChunks(selectLanguageState(api.getState()), ['names']),
        ]),
      );
    } catch (error) {
      if (api.signal.aborted) throw error;
      api.extra.alert(translatorOfState(api.getState())('launcher.unavailable'));
      return;
    }
    api.dispatch(calculator.calculatorOpened());
  },
});
