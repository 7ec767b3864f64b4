import { createAction } from '@reduxjs/toolkit';
import { registerListeners } from '../../../app/featureRegistry';
import type { AppStartListening } from '../../../app/listeners';
import { paths } from '../../../app/paths';
import { addonRequested } from '../../plans/planSelectionSlice';

/** Where a feature page's call to action lands: the add-on tiles of the plans page. */
export const PLANS_FEATURES_URL = `${paths.price}#features`;

/** A feature page's call to action was pressed; the payload is the add-on's name. */
export const featureCtaClicked = createAction<string>('featurePage/ctaClicked');

export function addFeaturePageListeners(startListening: AppStartListening): void {
  /** The plans page gets the add-on selected (planSelection/addonRequested), then is shown. */
  startListening({
    actionCreator: featureCtaClicked,
    effect: (action, api) => {
      api.dispatch(addonRequested(action.payload));
      api.extra.navigate(PLANS_FEATURES_URL);
    },
  });
}

registerListeners(addFeaturePageListeners);
