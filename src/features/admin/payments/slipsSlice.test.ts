import {
  initialSlipsState,
  slipFailed,
  slipLoaded,
  slipsLeft,
  slipsSlice,
  slipsToFetch,
  slipsWanted,
  slipUrlsDropped,
  type SlipsState,
} from './slipsSlice';

const reduce = slipsSlice.reducer;
const run = (...actions: Parameters<typeof reduce>[1][]): SlipsState =>
  actions.reduce(reduce, initialSlipsState);

describe('the transfer slips', () => {
  it('load each listed reference, then show its URL or fail', () => {
    expect(run(slipsWanted(['MPA', 'MPB']))).toEqual({
      MPA: { status: 'loading', url: null },
      MPB: { status: 'loading', url: null },
    });
    expect(
      run(
        slipsWanted(['MPA', 'MPB']),
        slipLoaded({ reference: 'MPA', url: 'blob:a' }),
        slipFailed('MPB'),
      ),
    ).toEqual({
      MPA: { status: 'shown', url: 'blob:a' },
      MPB: { status: 'failed', url: null },
    });
  });

  it('keep what is still listed and drop what is not when the list changes', () => {
    const shown = run(slipsWanted(['MPA', 'MPB']), slipLoaded({ reference: 'MPA', url: 'blob:a' }));
    expect(reduce(shown, slipsWanted(['MPA', 'MPC']))).toEqual({
      MPA: { status: 'shown', url: 'blob:a' },
      MPC: { status: 'loading', url: null },
    });
  });

  it('ignore a slip that arrives when it is no longer awaited', () => {
    const shown = run(slipsWanted(['MPA']), slipLoaded({ reference: 'MPA', url: 'blob:a' }));
    expect(reduce(shown, slipLoaded({ reference: 'MPA', url: 'blob:late' }))).toEqual(shown);
    expect(reduce(shown, slipFailed('MPA'))).toEqual(shown);
    expect(run(slipLoaded({ reference: 'MPX', url: 'blob:x' }), slipFailed('MPY'))).toEqual({});
  });

  it('are all gone when the section is left', () => {
    const shown = run(slipsWanted(['MPA']), slipLoaded({ reference: 'MPA', url: 'blob:a' }));
    expect(reduce(shown, slipsLeft())).toEqual({});
  });
});

describe('slipsToFetch and slipUrlsDropped', () => {
  const state: SlipsState = {
    MPA: { status: 'shown', url: 'blob:a' },
    MPB: { status: 'loading', url: null },
    MPC: { status: 'shown', url: 'blob:c' },
  };

  it('fetch only the references not held yet', () => {
    expect(slipsToFetch(state, ['MPA', 'MPD', 'MPB', 'MPE'])).toEqual(['MPD', 'MPE']);
  });

  it('give back the URLs of the slips no longer listed', () => {
    expect(slipUrlsDropped(state, ['MPA', 'MPB'])).toEqual(['blob:c']);
    expect(slipUrlsDropped(state, [])).toEqual(['blob:a', 'blob:c']);
  });
});
