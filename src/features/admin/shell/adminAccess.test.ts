import { mayOpen, sectionsFor } from './adminAccess';
import { groupedKey } from './EnrolmentView';
import { isSixDigits } from './CodeField';

test('the parts each role may open', () => {
  const ids = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.id);
  const reading = [
    'overview',
    'merchants',
    'payments',
    'prices',
    'partnerCodes',
    'moderation',
    'audit',
    'exports',
  ];
  expect(ids('admin')).toEqual([
    'overview',
    'merchants',
    'payments',
    'prices',
    'partnerCodes',
    'moderation',
    'designs',
    'audit',
    'exports',
  ]);
  expect(ids('finance')).toEqual(reading);
  expect(ids('support')).toEqual(reading);
  // The design requests, and nothing else.
  expect(ids('designer')).toEqual(['designs']);
  expect(mayOpen('designer', 'payments')).toBe(false);
  expect(mayOpen('designer', 'designs')).toBe(true);
  expect(mayOpen('support', 'payments')).toBe(true);
  expect(mayOpen('support', 'designs')).toBe(false);
});

test('a key in groups of four; six digits', () => {
  expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  expect(isSixDigits('123456')).toBe(true);
  expect(isSixDigits('12345')).toBe(false);
  expect(isSixDigits('12345a')).toBe(false);
});
