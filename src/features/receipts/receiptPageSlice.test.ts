import type { UnknownAction } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import {
  receiptPageLeft,
  receiptPageOpened,
  receiptPageReducer,
  selectIsReceiptSessionExpired,
  type ReceiptPageState,
} from './receiptPageSlice';

const closed: ReceiptPageState = { status: 'closed' };
const open: ReceiptPageState = { status: 'open' };
const expired: ReceiptPageState = { status: 'sessionExpired' };
const a401 = unauthorized({ endpoint: 'receipt' });

describe('the receipt page slice', () => {
  it.each<[string, ReceiptPageState, UnknownAction, ReceiptPageState]>([
    ['closed + opened', closed, receiptPageOpened(), open],
    ['open + a 401', open, a401, expired],
    ['open + left', open, receiptPageLeft(), closed],
    ['session expired + left', expired, receiptPageLeft(), closed],
  ])('%s', (_name, before, event, after) => {
    expect(receiptPageReducer(before, event)).toEqual(after);
  });

  it.each<[string, ReceiptPageState, UnknownAction]>([
    ['a 401 while closed (another page saw it)', closed, a401],
    ['opened again while open', open, receiptPageOpened()],
    ['a second 401', expired, a401],
    ['left while closed', closed, receiptPageLeft()],
  ])('%s changes nothing', (_name, before, event) => {
    expect(receiptPageReducer(before, event)).toBe(before);
  });

  it('selects the session-expired screen, and reads closed before the slice is injected', () => {
    expect(selectIsReceiptSessionExpired({ receiptPage: expired })).toBe(true);
    expect(selectIsReceiptSessionExpired({ receiptPage: open })).toBe(false);
    expect(selectIsReceiptSessionExpired({})).toBe(false);
  });
});
