import type { Customer } from '@contract/orders';
import { customerUnauthorized } from './customerEvents';
import {
  customerNamed,
  customerSessionReducer,
  customerSignedIn,
  customerSignedOut,
  type CustomerSessionState,
} from './customerSessionSlice';

const thiri: Customer = { id: 4, phone: '09420000004', name: null };
const out: CustomerSessionState = { status: 'signedOut' };
const inNameless: CustomerSessionState = { status: 'signedIn', token: 'tok-4', customer: thiri };
const inNamed: CustomerSessionState = {
  status: 'signedIn',
  token: 'tok-4',
  customer: { ...thiri, name: 'Thiri' },
};

describe('customerSession transitions', () => {
  it.each<
    [
      string,
      CustomerSessionState,
      Parameters<typeof customerSessionReducer>[1],
      CustomerSessionState,
    ]
  >([
    [
      'signed out + signed in',
      out,
      customerSignedIn({ token: 'tok-4', customer: thiri }),
      inNameless,
    ],
    [
      'signed in + signed in as someone else (a new token replaces the old)',
      inNamed,
      customerSignedIn({ token: 'tok-9', customer: { id: 9, phone: '09420000009', name: 'Min' } }),
      {
        status: 'signedIn',
        token: 'tok-9',
        customer: { id: 9, phone: '09420000009', name: 'Min' },
      },
    ],
    ['signed in + named', inNameless, customerNamed({ ...thiri, name: 'Thiri' }), inNamed],
    ['signed in + signed out', inNamed, customerSignedOut(), out],
    [
      'signed in + customer 401',
      inNamed,
      customerUnauthorized({ endpoint: 'getCustomerActivity' }),
      out,
    ],
  ])('%s', (_name, from, event, to) => {
    expect(customerSessionReducer(from, event)).toEqual(to);
  });

  it.each<[string, CustomerSessionState, Parameters<typeof customerSessionReducer>[1]]>([
    ['signed out + named', out, customerNamed({ ...thiri, name: 'Thiri' })],
    [
      'signed in + another customer named',
      inNameless,
      customerNamed({ id: 5, phone: '094', name: 'X' }),
    ],
    ['signed out + signed out', out, customerSignedOut()],
    ['signed out + customer 401', out, customerUnauthorized({ endpoint: 'x' })],
    [
      'signed in + merchant 401',
      inNamed,
      { type: 'session/unauthorized', payload: { endpoint: 'x' } },
    ],
    ['signed in + merchant logged out', inNamed, { type: 'session/loggedOut' }],
    [
      'signed out + signed in without a token',
      out,
      customerSignedIn({ token: '', customer: thiri }),
    ],
  ])('%s changes nothing', (_name, from, event) => {
    expect(customerSessionReducer(from, event)).toBe(from);
  });
});
