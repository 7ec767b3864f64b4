import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

const URL = '/api/merchant/login';
const PASSWORD = 'golden-rock-42';

describe.each(databases())('POST /api/merchant/login on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const login = (payload: object) => app.inject({ method: 'POST', url: URL, payload });

  test('answers a new token, the user and the merchant user', async () => {
    const registered = await registerMerchant(app, { district_id: 2, township_id: 20 });
    const response = await login({ phone: registered.payload.phone, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: registered.user,
      merchantUser: {
        merchant_id: registered.user.merchantid,
        district_merchant_id: 'YGN-W-000001',
      },
    });
    expect(body.token).not.toBe(registered.token);

    const categories = await app.inject({
      method: 'GET',
      url: '/api/backend/getCategories',
      headers: bearer(body.token),
    });
    expect(categories.statusCode).toBe(200);
    // Logging in again does not sign out the other session.
    const old = await app.inject({
      method: 'GET',
      url: '/api/backend/getCategories',
      headers: bearer(registered.token),
    });
    expect(old.statusCode).toBe(200);
  });

  test('accepts the phone in another spelling', async () => {
    const registered = await registerMerchant(app, { phone: '09781230099' });
    const response = await login({ phone: '+95 9 7812 30099', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userid).toBe(registered.user.userid);
  });

  test('gives the same 401 for a wrong password and for an unknown phone', async () => {
    const registered = await registerMerchant(app);
    const wrongPassword = await login({
      phone: registered.payload.phone,
      password: 'golden-rock-41',
    });
    const unknownPhone = await login({ phone: '09700000000', password: PASSWORD });
    for (const response of [wrongPassword, unknownPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid credentials' });
    }
    expect(unknownPhone.body).toBe(wrongPassword.body);
    expect(Object.keys(unknownPhone.headers).sort()).toEqual(
      Object.keys(wrongPassword.headers).sort(),
    );
  });

  test('hashes the password even when the phone is unknown, so timing reveals nothing', async () => {
    const registered = await registerMerchant(app);
    const verify = jest.spyOn(app.passwords, 'verify');
    const verifyNothing = jest.spyOn(app.passwords, 'verifyNothing');

    await login({ phone: '09700000000', password: 'guess-1234' });
    expect(verifyNothing).toHaveBeenCalledWith('guess-1234');
    expect(verify).not.toHaveBeenCalled();

    await login({ phone: registered.payload.phone, password: 'guess-1234' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verifyNothing).toHaveBeenCalledTimes(1);
    await expect(verifyNothing.mock.results[0]?.value).resolves.toBe(false);
  });

  test('requires phone and password', async () => {
    const response = await login({ phone: ' ', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: 'The phone field is required. (and 1 more error)',
      data: {
        errors: {
          phone: ['The phone field is required.'],
          password: ['The password field is required.'],
        },
      },
    });
    const missing = await login({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().data.errors).sort()).toEqual(['password', 'phone']);
  });
});
