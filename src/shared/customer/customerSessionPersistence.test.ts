import type { Customer } from '@contract/orders';
import { customerUnauthorized } from './customerEvents';
import { loggedOut } from '../session/sessionSlice';
import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { CUSTOMER_KEYS, LEGACY_KEYS, clearStoredData } from '../../persist/legacyStorage';
import { PARSE_CUSTOMER_ERROR } from '../../persist/customerStorage';
import {
  customerNamed,
  customerSignedIn,
  customerSignedOut,
  selectCustomer,
  selectCustomerSignedIn,
  selectCustomerToken,
} from './customerSession';

const thiri: Customer = { id: 4, phone: '09420000004', name: null };
const storage = window.localStorage;

const newStore = async () => track(await makeStore(undefined, { storage }));

afterEach(() => storage.clear());

describe("the customer's session across reloads", () => {
  it('is written to its own keys on sign-in and read back by the next store', async () => {
    const first = await newStore();
    first.dispatch(customerSignedIn({ token: 'cust-tok', customer: thiri }));
    expect(storage.getItem(CUSTOMER_KEYS.customerToken)).toBe('cust-tok');
    expect(JSON.parse(storage.getItem(CUSTOMER_KEYS.customer) ?? 'null')).toEqual(thiri);
    // No merchant key is written.
    expect(storage.getItem(LEGACY_KEYS.token)).toBeNull();

    const reloaded = await newStore();
    expect(selectCustomerSignedIn(reloaded.getState())).toBe(true);
    expect(selectCustomerToken(reloaded.getState())).toBe('cust-tok');
    expect(selectCustomer(reloaded.getState())).toEqual(thiri);
  });

  it('keeps the name given after a reload', async () => {
    const first = await newStore();
    first.dispatch(customerSignedIn({ token: 'cust-tok', customer: thiri }));
    first.dispatch(customerNamed({ ...thiri, name: 'Thiri' }));
    const reloaded = await newStore();
    expect(selectCustomer(reloaded.getState())?.name).toBe('Thiri');
  });

  it('is removed on sign-out and on a customer 401, leaving the merchant keys', async () => {
    storage.setItem(LEGACY_KEYS.token, 'merchant-tok');
    const store = await newStore();
    store.dispatch(customerSignedIn({ token: 'cust-tok', customer: thiri }));
    store.dispatch(customerSignedOut());
    expect(storage.getItem(CUSTOMER_KEYS.customerToken)).toBeNull();
    expect(storage.getItem(CUSTOMER_KEYS.customer)).toBeNull();
    expect(storage.getItem(LEGACY_KEYS.token)).toBe('merchant-tok');

    store.dispatch(customerSignedIn({ token: 'cust-tok-2', customer: thiri }));
    store.dispatch(customerUnauthorized({ endpoint: 'getCustomerActivity' }));
    expect(selectCustomerSignedIn(store.getState())).toBe(false);
    expect(storage.getItem(CUSTOMER_KEYS.customerToken)).toBeNull();
    expect((await newStore()).getState().session.token).toBe('merchant-tok');
  });

  it("survives the merchant's logout (its state and its clean-up of storage)", async () => {
    storage.setItem(LEGACY_KEYS.token, 'merchant-tok');
    const store = await newStore();
    store.dispatch(customerSignedIn({ token: 'cust-tok', customer: thiri }));
    store.dispatch(loggedOut());
    await store.persistor.flush();
    clearStoredData(storage);
    expect(selectCustomerSignedIn(store.getState())).toBe(true);
    expect(storage.getItem(LEGACY_KEYS.token)).toBeNull();

    const reloaded = await newStore();
    expect(selectCustomerToken(reloaded.getState())).toBe('cust-tok');
    expect(reloaded.getState().session.token).toBeNull();
  });

  it('starts signed out when the stored record is not JSON, and says so in the log', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.setItem(CUSTOMER_KEYS.customerToken, 'cust-tok');
    storage.setItem(CUSTOMER_KEYS.customer, '{not json');
    const store = await newStore();
    expect(selectCustomerSignedIn(store.getState())).toBe(false);
    expect(log).toHaveBeenCalledWith(PARSE_CUSTOMER_ERROR, expect.any(SyntaxError));
    log.mockRestore();
  });

  it('starts signed out with a token but no customer record', async () => {
    storage.setItem(CUSTOMER_KEYS.customerToken, 'cust-tok');
    const store = await newStore();
    expect(selectCustomerToken(store.getState())).toBeNull();
  });
});
