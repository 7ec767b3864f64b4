import { transferProblem } from './checkout';

describe('transferProblem', () => {
  test('a transfer needs a slip or a transaction id', () => {
    expect(transferProblem(false, '')).toBe('missing');
    expect(transferProblem(false, '   ')).toBe('missing');
    expect(transferProblem(true, '')).toBeNull();
    expect(transferProblem(false, 'TX-2026-1234')).toBeNull();
    expect(transferProblem(true, 'TX-2026-1234')).toBeNull();
  });

  test('a transaction id is 4 to 40 letters, digits or dashes', () => {
    expect(transferProblem(false, 'AB1')).toBe('invalid');
    expect(transferProblem(true, 'TX 2026')).toBe('invalid');
    expect(transferProblem(false, 'A'.repeat(41))).toBe('invalid');
    expect(transferProblem(false, 'A'.repeat(40))).toBeNull();
    expect(transferProblem(false, '  ab12  ')).toBeNull();
  });
});
