import {
  daysChosen,
  exportFailed,
  exportRequested,
  exportSaved,
  grainChosen,
  insightsPageLeft,
  insightsSlice,
  periodChosen,
  queryOf,
  viewChosen,
  type InsightsState,
} from './insightsSlice';

const reduce = (state: InsightsState, ...actions: Array<{ type: string }>) =>
  actions.reduce((s, a) => insightsSlice.reducer(s, a as never), state);
const start = insightsSlice.getInitialState();

describe('the insights page, as a state machine', () => {
  it('starts on the last 30 days, the server choosing the grain, as charts', () => {
    expect(start).toEqual({
      choice: { kind: 'named', period: '30d' },
      grain: null,
      view: 'charts',
      download: { status: 'idle' },
    });
    expect(queryOf(start)).toEqual({ period: '30d' });
  });

  it('asks for a named period, or two days, each with the grain chosen after it', () => {
    const year = reduce(start, grainChosen('week'), periodChosen('12m'));
    expect(queryOf(year)).toEqual({ period: '12m' });
    expect(queryOf(reduce(year, grainChosen('month')))).toEqual({ period: '12m', grain: 'month' });
    const days = reduce(start, daysChosen({ from: '2026-10-01', to: '2026-10-31' }));
    expect(queryOf(days)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('prepares one file at a time, and says when it failed', () => {
    const csv = reduce(start, exportRequested('csv'));
    expect(csv.download).toEqual({ status: 'downloading', format: 'csv' });
    expect(reduce(csv, exportRequested('xlsx')).download).toEqual({
      status: 'downloading',
      format: 'csv',
    });
    expect(reduce(csv, exportSaved()).download).toEqual({ status: 'idle' });
    expect(reduce(csv, exportFailed()).download).toEqual({ status: 'failed', format: 'csv' });
    expect(reduce(start, exportFailed()).download).toEqual({ status: 'idle' });
  });

  it('switches between charts and tables, and forgets everything when left', () => {
    const tables = reduce(start, viewChosen('tables'), periodChosen('7d'));
    expect(tables.view).toBe('tables');
    expect(reduce(tables, insightsPageLeft())).toEqual(start);
  });
});
