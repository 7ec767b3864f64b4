import fc from 'fast-check';
import { otpDigits } from './otpDigits';

describe('otpDigits', () => {
  it.each([
    ['482913', '482913'],
    ['၄၈၂၉၁၃', '482913'],
    ['4၈2၉1၃', '482913'],
    ['482 913', '482913'],
    ['482-913', '482913'],
    ['Code: 482913.', '482913'],
    ['abc', ''],
    ['', ''],
    ['48291375', '482913'],
    ['၄၈၂ ၉၁၃ ၅', '482913'],
  ])('%j keeps %j', (typed, kept) => {
    expect(otpDigits(typed)).toBe(kept);
  });

  it('always keeps at most six Latin digits, and keeps six digits as they are', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(otpDigits(typed)).toMatch(/^[0-9]{0,6}$/);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), (code) => {
        expect(otpDigits(code)).toBe(code);
      }),
    );
  });
});
