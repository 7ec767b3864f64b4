import { createAction } from '@reduxjs/toolkit';
import { startAppListening } from '../../../app/store';
import { routePaths, type PriceLocationState } from '../../../app/routes';

/** Where a feature page's call to action lands: the add-on tiles of the plans page. */
export const PLANS_FEATURES_URL = `${routePaths.price}#features`;

/** A feature page's call to action was pressed; the payload is the add-on's name. */
export const featureCtaClicked = createAction<string>('featurePage/ctaClicked');

/**
 * The plans page is shown with the add-on to select in the navigation's state: it selects it
 * itself (planSelection/addonRequested), so this page needs none of its code.
 */
startAppListening({
  actionCreator: featureCtaClicked,
  effect: (action, api) => {
    const state: PriceLocationState = { requestedAddon: action.payload };
    api.extra.navigate(PLANS_FEATURES_URL, { state });
  },
});
