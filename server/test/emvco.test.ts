/**
 * The EMVCo merchant-presented QR payload: the CRC against payloads published with their CRC, the
 * builder's output read back by the parser, and the parser refusing broken payloads.
 *
 * Published examples (their CRC typed here as published, never computed by the code under test):
 * - the sample payload of EMVCo's QR code standard for payment systems, Merchant-Presented
 *   Mode v1.1 (…`6304A13A`), as reproduced in github.com/dongri/emv-qrcode (its README.md) and
 *   github.com/mvallim/emv-qrcode (its parser tests);
 * - the KHQR-style sample of github.com/phannaly/emv-qr-code (README.md, `…63041FF2`);
 * - a Thai PromptPay payload of github.com/kiznick/ThaiQRReader (README.md, `…63048956`).
 */
import {
  buildMerchantPayload,
  crc16,
  formatAmount,
  parseMerchantPayload,
  tlv,
} from '../src/payments/emvco';

const EMVCO_SPEC_SAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';
const KHQR_SAMPLE =
  '00020101021252044131153137210116372101160123456789ABCDE6016Banteay Meanchey5913Kuntheas Shop5802KH540510.005303840621201081234567863041FF2';
const PROMPTPAY_SAMPLE =
  '00020101021129370016A000000677010111011300660000000005802TH530376463048956';

describe('CRC-16/CCITT-FALSE', () => {
  test.each([
    ['the EMVCo standard sample', EMVCO_SPEC_SAMPLE, 'A13A'],
    ['the KHQR sample', KHQR_SAMPLE, '1FF2'],
    ['the PromptPay sample', PROMPTPAY_SAMPLE, '8956'],
  ])(
    '%s: the CRC over everything up to and including "6304" is the published one',
    (_name, payload, crc) => {
      expect(payload.endsWith(`6304${crc}`)).toBe(true);
      expect(crc16(payload.slice(0, -4))).toBe(crc);
    },
  );

  test('the standard check value of CRC-16/CCITT-FALSE ("123456789" → 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

describe('parser', () => {
  test('reads the EMVCo sample: its objects and templates, lengths in characters', () => {
    const parsed = parseMerchantPayload(EMVCO_SPEC_SAMPLE);
    if (!parsed.valid) throw new Error(parsed.reason);
    expect(parsed.payload.get('53')).toBe('156');
    expect(parsed.payload.get('54')).toBe('23.72');
    expect(parsed.payload.get('59')).toBe('BEST TRANSPORT');
    expect(parsed.payload.getIn('29', '00')).toBe('D15600000000');
    expect(parsed.payload.getIn('64', '01')).toBe('最佳运输');
    expect(parsed.payload.getIn('62', '03')).toBe('1234');
  });

  test('accepts the KHQR sample', () => {
    expect(parseMerchantPayload(KHQR_SAMPLE).valid).toBe(true);
  });

  test.each([
    ['a changed character', EMVCO_SPEC_SAMPLE.replace('BEIJING', 'BEIJINH'), 'CRC'],
    ['a wrong CRC', `${EMVCO_SPEC_SAMPLE.slice(0, -4)}A13B`, 'CRC'],
    ['no CRC', EMVCO_SPEC_SAMPLE.slice(0, -8), 'CRC'],
    ['a length longer than the rest', '000201010212269900', 'data objects'],
    ['not the format indicator first', '010212000201', 'format indicator'],
    [
      'no merchant account (the PromptPay sample has no 52, 59, 60 either)',
      PROMPTPAY_SAMPLE,
      'merchant category',
    ],
  ])('refuses %s', (_name, payload, reason) => {
    const parsed = parseMerchantPayload(payload);
    expect(parsed.valid).toBe(false);
    if (!parsed.valid) expect(parsed.reason).toContain(reason);
  });
});

describe('builder', () => {
  const payload = () =>
    buildMerchantPayload({
      accountTemplateId: '26',
      guid: 'mm.marketplace.sandbox',
      accountData: [{ id: '01', value: 'http://192.168.1.20:3000/sandbox/pay/MPAB12CD34EF' }],
      merchantCategoryCode: '7372',
      currencyNumeric: '104',
      amountMinor: 1_500_000,
      minorDigits: 2,
      countryCode: 'MM',
      merchantName: 'Merchant Marketplace',
      merchantCity: 'Yangon',
      referenceLabel: 'MPAB12CD34EF',
    });

  test('writes the objects in order with two-digit lengths, and a CRC the parser accepts', () => {
    const text = payload();
    expect(text).toBe(
      '000201' +
        '010212' +
        '2679' +
        '0022mm.marketplace.sandbox' +
        '0149http://192.168.1.20:3000/sandbox/pay/MPAB12CD34EF' +
        '52047372' +
        '5303104' +
        '540515000' +
        '5802MM' +
        '5920Merchant Marketplace' +
        '6006Yangon' +
        '62160512MPAB12CD34EF' +
        `6304${text.slice(-4)}`,
    );
    const parsed = parseMerchantPayload(text);
    if (!parsed.valid) throw new Error(parsed.reason);
    expect(parsed.payload.getIn('62', '05')).toBe('MPAB12CD34EF');
    expect(parsed.payload.getIn('26', '01')).toBe(
      'http://192.168.1.20:3000/sandbox/pay/MPAB12CD34EF',
    );
  });

  test('amounts: whole kyats without a point, pyas with two decimals', () => {
    expect(formatAmount(1_500_000, 2)).toBe('15000');
    expect(formatAmount(1_500_050, 2)).toBe('15000.50');
    expect(formatAmount(7, 2)).toBe('0.07');
    expect(() => formatAmount(0, 2)).toThrow();
  });

  test('a value over 99 characters is refused, not cut', () => {
    expect(() => tlv('26', 'x'.repeat(100))).toThrow(/1 to 99/);
  });
});
