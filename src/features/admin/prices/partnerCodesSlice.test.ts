import {
  codeMade,
  codeRefused,
  codeSubmitted,
  initialPartnerCodesState as idle,
  partnerCodesReducer,
  switchAsked,
  switchDone,
  switchFailed,
  type PartnerCodesState,
} from './partnerCodesSlice';

const submitting: PartnerCodesState = { ...idle, create: { status: 'submitting' } };
const switching: PartnerCodesState = { ...idle, switching: { status: 'switching', codeId: 3 } };

describe('the partner codes page', () => {
  test.each([
    ['submitted', idle, codeSubmitted(), submitting],
    [
      'made',
      submitting,
      codeMade('YOMA'),
      { ...idle, create: { status: 'editing', made: 'YOMA', failed: null } },
    ],
    [
      'refused',
      submitting,
      codeRefused('taken'),
      { ...idle, create: { status: 'editing', made: null, failed: 'taken' } },
    ],
    ['switch asked', idle, switchAsked(3), switching],
    ['switched', switching, switchDone(), idle],
    [
      'switch failed',
      switching,
      switchFailed(),
      { ...idle, switching: { status: 'idle', failed: true } },
    ],
  ] as const)('%s', (_name, from, action, to) => {
    expect(partnerCodesReducer(from, action)).toEqual(to);
  });

  test.each([
    ['a second submit while sending', submitting, codeSubmitted()],
    ['an answer while editing', idle, codeMade('X')],
    ['a second switch while one is under way', switching, switchAsked(4)],
    ['a switch answer while idle', idle, switchDone()],
  ] as const)('ignores %s', (_name, from, action) => {
    expect(partnerCodesReducer(from, action)).toBe(from);
  });
});
