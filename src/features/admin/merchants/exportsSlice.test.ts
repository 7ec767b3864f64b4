import {
  exportFailed,
  exportRequested,
  exportSaved,
  exportsSlice,
  initialExportsState,
  type ExportsState,
} from './exportsSlice';
import { fileNameOf } from '../../../shared/files/saveFile';

const reducer = exportsSlice.reducer;
const downloading: ExportsState = { status: 'downloading', dataset: 'payments' };

describe('the exports download as a state machine', () => {
  it.each<[string, ExportsState, Parameters<typeof reducer>[1], ExportsState]>([
    ['idle, requested', initialExportsState, exportRequested('payments'), downloading],
    ['downloading, saved', downloading, exportSaved(), { status: 'saved', dataset: 'payments' }],
    ['downloading, failed', downloading, exportFailed(), { status: 'failed', dataset: 'payments' }],
    [
      'failed, requested again',
      { status: 'failed', dataset: 'payments' },
      exportRequested('refunds'),
      { status: 'downloading', dataset: 'refunds' },
    ],
    [
      'saved, another requested',
      { status: 'saved', dataset: 'payments' },
      exportRequested('merchants'),
      { status: 'downloading', dataset: 'merchants' },
    ],
  ])('%s', (_name, before, event, after) => {
    expect(reducer(before, event)).toEqual(after);
  });

  it.each<[string, ExportsState, Parameters<typeof reducer>[1]]>([
    ['a second request while downloading', downloading, exportRequested('refunds')],
    ['saved while idle', initialExportsState, exportSaved()],
    ['failed while idle', initialExportsState, exportFailed()],
    ['saved twice', { status: 'saved', dataset: 'payments' }, exportSaved()],
  ])('ignores %s', (_name, before, event) => {
    expect(reducer(before, event)).toBe(before);
  });
});

describe('the saved file name', () => {
  it('is the one the server named, else the one given', () => {
    expect(fileNameOf('attachment; filename="payments-2026-12-07.csv"', 'payments.csv')).toBe(
      'payments-2026-12-07.csv',
    );
    expect(fileNameOf(null, 'refunds.csv')).toBe('refunds.csv');
    expect(fileNameOf('attachment', 'receipts.csv')).toBe('receipts.csv');
  });
});
