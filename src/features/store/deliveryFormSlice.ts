/**
 * The delivery form of the store editor as a state machine: being edited (with what the last
 * attempt said), being sent, or saved (until the next change). The rows stay in the form until
 * 'Save delivery areas'; the checks and the call are the listeners' (deliveryFormListeners.ts).
 */
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { DeliveryRowValues } from './deliveryForm';
import type { FieldErrors } from './storeErrors';
import { storePageLeft } from './storePageSlice';

export type DeliveryFormState =
  | { status: 'editing'; fieldErrors: FieldErrors; error: string | null }
  | { status: 'saving' }
  | { status: 'saved' };

export const initialDeliveryFormState: DeliveryFormState = {
  status: 'editing',
  fieldErrors: {},
  error: null,
};

/** 'Save delivery areas', with the rows as they are: the listener checks them, then sends them. */
export const deliverySaveRequested = createAction<DeliveryRowValues[]>(
  'deliveryForm/saveRequested',
);

export const deliveryFormSlice = createSlice({
  name: 'deliveryForm',
  initialState: initialDeliveryFormState as DeliveryFormState,
  reducers: {
    /** A row added, removed or changed: a 'saved' said before no longer holds. */
    edited: (state): DeliveryFormState =>
      state.status === 'saved' ? initialDeliveryFormState : state,
    /**
     * A row removed: the rows after it moved up, so the errors said by place (`areas.2.fee`)
     * would point at the wrong rows. They go; 'Save' checks again.
     */
    rowRemoved: (state): DeliveryFormState =>
      state.status === 'saving' ? state : initialDeliveryFormState,
    /** The form's own checks found fields to fix: nothing is sent. */
    invalid: (state, action: PayloadAction<FieldErrors>): DeliveryFormState =>
      state.status === 'saving'
        ? state
        : { status: 'editing', fieldErrors: action.payload, error: null },
    /** The list is on its way; a second press meanwhile does nothing. */
    submitted: (state): DeliveryFormState =>
      state.status === 'saving' ? state : { status: 'saving' },
    saved: (state): DeliveryFormState => (state.status === 'saving' ? { status: 'saved' } : state),
    /** Refused or not answered: the form again, with what the server said by field. */
    saveFailed: (
      state,
      action: PayloadAction<{ fieldErrors: FieldErrors; error: string | null }>,
    ): DeliveryFormState =>
      state.status === 'saving' ? { status: 'editing', ...action.payload } : state,
  },
  extraReducers: (builder) => {
    builder.addCase(storePageLeft, () => initialDeliveryFormState);
  },
  selectors: {
    selectDeliveryForm: (state) => state,
  },
});

export const {
  edited: deliveryAreasEdited,
  rowRemoved: deliveryAreaRemoved,
  invalid: deliveryFormInvalid,
  submitted: deliverySubmitted,
  saved: deliverySaved,
  saveFailed: deliverySaveFailed,
} = deliveryFormSlice.actions;
export const deliveryFormReducer = deliveryFormSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof deliveryFormSlice> {}
}

export const { selectDeliveryForm } = deliveryFormSlice.injectInto(rootReducer).selectors;
