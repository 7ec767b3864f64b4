import { mayOpen, sectionsFor } from './adminAccess';
import { groupedKey } from './EnrolmentView';
import { isSixDigits } from './CodeField';

test('the parts each role may open', () => {
  const ids = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.id);
  const everything = [
    'overview',
    'merchants',
    'payments',
    'prices',
    'partnerCodes',
    'moderation',
    'audit',
    'exports',
  ];
  expect(ids('admin')).toEqual(everything);
  expect(ids('finance')).toEqual(everything);
  expect(ids('support')).toEqual(everything);
  expect(ids('designer')).toEqual([]);
  expect(mayOpen('designer', 'payments')).toBe(false);
  expect(mayOpen('support', 'payments')).toBe(true);
});

test('a key in groups of four; six digits', () => {
  expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  expect(isSixDigits('123456')).toBe(true);
  expect(isSixDigits('12345')).toBe(false);
  expect(isSixDigits('12345a')).toBe(false);
});
