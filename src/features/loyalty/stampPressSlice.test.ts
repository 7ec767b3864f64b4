import { counterLeft, counterSearchSubmitted } from './counterSlice';
import {
  stampAdded,
  stampFailed,
  stampPressed,
  stampPressReducer,
  type StampPressState,
} from './stampPressSlice';

const idle: StampPressState = { status: 'idle' };
const adding: StampPressState = { status: 'adding', key: 'key-1' };
const pressed = (key: string) => ({ type: stampPressed.type, payload: { key } });

describe('stampPressSlice', () => {
  it('starts idle', () => {
    expect(stampPressReducer(undefined, { type: 'unknown' })).toEqual(idle);
  });

  it('makes a key for each press', () => {
    const action = stampPressed();
    expect(action.payload.key).toMatch(/^[\w-]{32}$/);
    expect(stampPressed().payload.key).not.toBe(action.payload.key);
    expect(stampPressReducer(idle, pressed('key-1'))).toEqual(adding);
    expect(stampPressReducer({ status: 'added' }, pressed('key-2'))).toEqual({
      status: 'adding',
      key: 'key-2',
    });
  });

  it('ignores a second press while one is on its way', () => {
    expect(stampPressReducer(adding, pressed('key-2'))).toBe(adding);
  });

  it('settles with the answer to its own key', () => {
    expect(stampPressReducer(adding, stampAdded({ key: 'key-1' }))).toEqual({ status: 'added' });
    expect(stampPressReducer(adding, stampAdded({ key: 'other' }))).toBe(adding);
    expect(stampPressReducer(idle, stampAdded({ key: 'key-1' }))).toBe(idle);
  });

  it('keeps the key of a press the server may have taken, for the retry', () => {
    const failed = stampPressReducer(
      adding,
      stampFailed({ key: 'key-1', problem: 'network', retryable: true }),
    );
    expect(failed).toEqual({ status: 'failed', problem: 'network', key: 'key-1' });
    expect(stampPressReducer(failed, pressed('key-2'))).toEqual(adding);
  });

  it('makes a new key after a refusal', () => {
    const refused = stampPressReducer(
      adding,
      stampFailed({ key: 'key-1', problem: 'notOffered', retryable: false }),
    );
    expect(refused).toEqual({ status: 'failed', problem: 'notOffered', key: null });
    expect(stampPressReducer(refused, pressed('key-2'))).toEqual({
      status: 'adding',
      key: 'key-2',
    });
  });

  it('starts over with a new search or when the page is left', () => {
    expect(stampPressReducer({ status: 'added' }, counterSearchSubmitted('09420000123'))).toEqual(
      idle,
    );
    expect(stampPressReducer(adding, counterLeft())).toEqual(idle);
  });
});
