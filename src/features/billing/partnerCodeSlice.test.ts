import type { UnknownAction } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import { translatorFor } from '../../i18n/catalogues';
import { partnerCodeRefusal } from './paymentOutcome';
import {
  initialPartnerCodeState,
  partnerCodeApplied,
  partnerCodeReducer,
  partnerCodeRefused,
  partnerCodeRemoveClicked,
  partnerCodeRemoved,
  partnerCodeSubmitted,
  selectPartnerCodeBusy,
  selectPartnerCodeError,
  type PartnerCodeState,
} from './partnerCodeSlice';
import { billingPageLeft } from './paymentSlice';

const idle: PartnerCodeState = { status: 'idle', error: null };
const refused: PartnerCodeState = { status: 'idle', error: 'There is no such partner code.' };
const applying: PartnerCodeState = { status: 'applying', code: 'PARTNER10' };
const removing: PartnerCodeState = { status: 'removing' };

describe('partner code reducer (transition table)', () => {
  it.each<[string, PartnerCodeState, UnknownAction, PartnerCodeState]>([
    ['Apply (trimmed)', idle, partnerCodeSubmitted('  PARTNER10 '), applying],
    ['Apply again after a refusal', refused, partnerCodeSubmitted('PARTNER10'), applying],
    ['the server priced it', applying, partnerCodeApplied(), idle],
    ['a 422', applying, partnerCodeRefused('There is no such partner code.'), refused],
    ['Remove', idle, partnerCodeRemoveClicked(), removing],
    ['removed', removing, partnerCodeRemoved(), idle],
    [
      'removing failed',
      removing,
      partnerCodeRefused('No answer'),
      { status: 'idle', error: 'No answer' },
    ],
    ['leaving the page while applying', applying, billingPageLeft(), idle],
    ['a 401', removing, unauthorized({ endpoint: 'removePartnerCode' }), idle],
  ])('%s', (_name, before, action, after) => {
    expect(partnerCodeReducer(before, action)).toEqual(after);
  });

  it.each<[string, PartnerCodeState, UnknownAction]>([
    ['Apply while applying', applying, partnerCodeSubmitted('OTHER')],
    ['Apply with nothing typed', idle, partnerCodeSubmitted('   ')],
    ['Remove while applying', applying, partnerCodeRemoveClicked()],
    ['an answer nobody waits for', idle, partnerCodeApplied()],
    ['a removal nobody waits for', applying, partnerCodeRemoved()],
    ['a refusal nobody waits for', idle, partnerCodeRefused('late')],
  ])('ignores %s', (_name, before, action) => {
    expect(partnerCodeReducer(before, action)).toBe(before);
  });

  it('starts idle, and is busy only while a call runs', () => {
    expect(partnerCodeReducer(undefined, { type: '@@init' })).toEqual(initialPartnerCodeState);
    expect(selectPartnerCodeBusy({ partnerCode: applying })).toBe(true);
    expect(selectPartnerCodeBusy({ partnerCode: removing })).toBe(true);
    expect(selectPartnerCodeBusy({ partnerCode: refused })).toBe(false);
    expect(selectPartnerCodeError({ partnerCode: refused })).toBe('There is no such partner code.');
    expect(selectPartnerCodeError({ partnerCode: applying })).toBeNull();
  });
});

describe('what a refused partner code says', () => {
  const t = translatorFor('en');
  it('gives the reason for the code of a 422', () => {
    const body = {
      status: false,
      message: 'The given data was invalid.',
      data: { errors: { code: ['This partner code has expired.'] } },
    };
    expect(partnerCodeRefusal({ status: 422, data: body }, t)).toBe(
      'This partner code has expired.',
    );
  });

  it('gives the server’s message otherwise, the page’s words without one, nothing after a 401', () => {
    expect(partnerCodeRefusal({ status: 404, data: { message: 'No pending order' } }, t)).toBe(
      'No pending order',
    );
    expect(partnerCodeRefusal({ status: 500, data: null }, t)).toBe(
      'The partner code could not be checked. Please try again.',
    );
    expect(
      partnerCodeRefusal({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, t),
    ).toBe('Network error. Please check your connection and try again.');
    expect(partnerCodeRefusal({ status: 401, data: { message: 'Token not valid' } }, t)).toBeNull();
  });
});
