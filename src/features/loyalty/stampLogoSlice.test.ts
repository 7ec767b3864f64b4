import { counterLeft } from './counterSlice';
import { loyaltyApi } from './loyaltyApi';
import {
  logoRemoved,
  logoUploadCancelled,
  logoUploadProgressed,
  logoUploadStarted,
  logoUploadSucceeded,
  stampLogoReducer as reducer,
} from './stampLogoSlice';

const photo = { id: 'ph_7', width: 800, height: 600, widths: [160, 320, 640] };
const unchanged = { choice: { changed: false }, upload: { status: 'idle' } };

/** The action RTK Query dispatches when the card's save succeeded. */
const cardSaved = () => ({
  type: 'api/executeMutation/fulfilled',
  payload: {},
  meta: {
    requestId: 'r1',
    requestStatus: 'fulfilled',
    fulfilledTimeStamp: 0,
    baseQueryMeta: {},
    arg: { type: 'mutation', endpointName: 'saveStampCard', originalArgs: {}, track: true },
  },
});

describe('the stamp card logo field', () => {
  it('holds an uploaded logo until the card is saved, then shows the saved card again', () => {
    let state = reducer(undefined, logoUploadStarted());
    state = reducer(state, logoUploadProgressed(60));
    expect(state.upload).toEqual({ status: 'uploading', percent: 60 });
    state = reducer(state, logoUploadSucceeded(photo));
    expect(state).toEqual({ choice: { changed: true, photo }, upload: { status: 'idle' } });
    expect(loyaltyApi.endpoints.saveStampCard.matchFulfilled(cardSaved())).toBe(true);
    expect(reducer(state, cardSaved())).toEqual(unchanged);
  });

  it('a removal is kept until saved; leaving the page drops any change and upload', () => {
    const removed = reducer(undefined, logoRemoved());
    expect(removed.choice).toEqual({ changed: true, photo: null });
    expect(reducer(removed, counterLeft())).toEqual(unchanged);
    const uploading = reducer(undefined, logoUploadStarted());
    expect(reducer(uploading, counterLeft())).toEqual(unchanged);
    expect(reducer(uploading, logoUploadCancelled())).toEqual(unchanged);
  });
});
