import { counterLeft, counterSearchSubmitted } from './counterSlice';
import {
  stampAdded,
  stampFailed,
  stampPressed,
  stampPressReducer,
  stampUndone,
  undoFailed,
  undoPressed,
  undoWindowClosed,
  type StampPressState,
} from './stampPressSlice';

const idle: StampPressState = { status: 'idle' };
const adding: StampPressState = { status: 'adding', key: 'key-1' };
const added: StampPressState = { status: 'added', key: 'key-1', undo: 'offered' };
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
    expect(stampPressReducer(added, pressed('key-2'))).toEqual({
      status: 'adding',
      key: 'key-2',
    });
  });

  it('ignores a second press while one is on its way', () => {
    expect(stampPressReducer(adding, pressed('key-2'))).toBe(adding);
  });

  it('settles with the answer to its own key', () => {
    expect(stampPressReducer(adding, stampAdded({ key: 'key-1' }))).toEqual(added);
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
    expect(stampPressReducer(added, counterSearchSubmitted('09420000123'))).toEqual(idle);
    expect(stampPressReducer(adding, counterLeft())).toEqual(idle);
  });

  describe('Undo', () => {
    const undoing: StampPressState = { status: 'undoing', key: 'key-1' };

    it('is offered after a stamp, and takes back that key', () => {
      expect(stampPressReducer(added, undoPressed())).toEqual(undoing);
      expect(stampPressReducer(undoing, stampUndone({ key: 'key-1' }))).toEqual({
        status: 'undone',
      });
      expect(stampPressReducer(undoing, stampUndone({ key: 'other' }))).toBe(undoing);
    });

    it('closes after its seconds, for its own stamp only', () => {
      const closed = stampPressReducer(added, undoWindowClosed({ key: 'key-1' }));
      expect(closed).toEqual({ ...added, undo: 'closed' });
      expect(stampPressReducer(closed, undoPressed())).toBe(closed);
      expect(stampPressReducer(added, undoWindowClosed({ key: 'other' }))).toBe(added);
    });

    it('says why it failed; a missing answer leaves it offered, a refusal does not', () => {
      const failed = stampPressReducer(undoing, undoFailed({ key: 'key-1', problem: 'failed' }));
      expect(failed).toEqual({ ...added, undo: 'failed' });
      expect(stampPressReducer(failed, undoPressed())).toEqual(undoing);
      const late = stampPressReducer(undoing, undoFailed({ key: 'key-1', problem: 'tooLate' }));
      expect(late).toEqual({ ...added, undo: 'tooLate' });
      expect(stampPressReducer(late, undoPressed())).toBe(late);
      const redeemed = stampPressReducer(
        undoing,
        undoFailed({ key: 'key-1', problem: 'redeemed' }),
      );
      expect(redeemed).toEqual({ ...added, undo: 'redeemed' });
    });

    it('ignores a press of Add stamp while an Undo is on its way, and nothing applies out of turn', () => {
      expect(stampPressReducer(undoing, pressed('key-2'))).toBe(undoing);
      expect(stampPressReducer(idle, undoPressed())).toBe(idle);
      expect(stampPressReducer(adding, undoPressed())).toBe(adding);
      expect(stampPressReducer(idle, stampUndone({ key: 'key-1' }))).toBe(idle);
      expect(stampPressReducer(added, undoFailed({ key: 'key-1', problem: 'failed' }))).toBe(added);
      // After an Undo, the next press is a new stamp with a new key.
      expect(stampPressReducer({ status: 'undone' }, pressed('key-2'))).toEqual({
        status: 'adding',
        key: 'key-2',
      });
    });
  });
});
