import fc from 'fast-check';
import {
  LEGACY_KEYS,
  PARSE_MERCHANT_USER_ERROR,
  PARSE_USER_ERROR,
  clearStoredData,
  createLegacyStorage,
  forgetAuthToken,
  type PersistedSession,
} from './legacyStorage';

const KEY = 'persist:session';
const storage = window.localStorage;
const engine = createLegacyStorage(() => storage);
/** The engine gets and gives the root state's persisted part: the session under its key. */
const write = (value: unknown) => engine.setItem(KEY, { session: value });
const read = async (): Promise<PersistedSession | undefined> =>
  (await engine.getItem(KEY))?.session;

const user = {
  userid: 7,
  username: 'Aye Aye',
  shopname: 'Golden Tea House',
  merchantid: 3,
  phone: '09420000001',
  email: 'aye@example.com',
};
const merchantUser = { merchant_id: 3, district_merchant_id: 'YGN-E-3' };
const session: PersistedSession = { token: 'tok-123', user, merchantUser };

function stored(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) out[key] = storage.getItem(key) ?? '';
  }
  return out;
}

describe('legacyStorage engine', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  describe('setItem', () => {
    it('writes the token under both authToken and token', async () => {
      await write(session);
      expect(storage.getItem('authToken')).toBe('tok-123');
      expect(storage.getItem('token')).toBe('tok-123');
    });

    it('writes user and merchantUser as JSON', async () => {
      await write(session);
      expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);
      expect(JSON.parse(storage.getItem('merchantUser') ?? 'null')).toEqual(merchantUser);
    });

    it('writes the flat keys from the user record', async () => {
      await write(session);
      expect(storage.getItem('username')).toBe('Aye Aye');
      expect(storage.getItem('phone')).toBe('09420000001');
      expect(storage.getItem('email')).toBe('aye@example.com');
      expect(storage.getItem('shopname')).toBe('Golden Tea House');
      expect(storage.getItem('userid')).toBe('7');
      expect(storage.getItem('merchantid')).toBe('3');
    });

    it('writes exactly the legacy keys and nothing else (no persist:session item)', async () => {
      await engine.setItem(KEY, { session, _persist: { version: -1, rehydrated: true } });
      expect(Object.keys(stored()).sort()).toEqual(Object.values(LEGACY_KEYS).sort());
    });

    it('never stores a secret other than the token', async () => {
      const leaky = {
        ...user,
        password: 'hunter22',
        password_confirmation: 'hunter22',
        card_number: '4242',
      };
      await write({ token: 'tok-123', user: leaky, merchantUser: null });
      const everything = JSON.stringify(stored());
      expect(everything).not.toContain('hunter22');
      expect(everything).not.toContain('password');
      expect(everything).not.toContain('4242');
    });

    it('removes the keys of a part that is null', async () => {
      await write(session);
      await write({ token: null, user: null, merchantUser: null });
      expect(stored()).toEqual({});
    });

    it('removes a flat key whose field the user record lacks', async () => {
      await write(session);
      await write({ ...session, user: { username: 'Aye Aye' } });
      expect(storage.getItem('username')).toBe('Aye Aye');
      expect(storage.getItem('phone')).toBeNull();
      expect(storage.getItem('merchantid')).toBeNull();
    });

    it('refuses a serialised string (the persist config must say serialize: false)', async () => {
      await expect(engine.setItem(KEY, JSON.stringify(session))).rejects.toThrow(
        /serialize: false/,
      );
    });
  });

  describe('getItem', () => {
    it('gives undefined when nothing is stored', async () => {
      await expect(engine.getItem(KEY)).resolves.toBeUndefined();
    });

    it('reads back what setItem wrote, under the session key', async () => {
      await write(session);
      await expect(engine.getItem(KEY)).resolves.toEqual({ session });
    });

    it('reads the token from the key token at start-up', async () => {
      storage.setItem('token', 'from-token');
      storage.setItem('authToken', 'from-authToken');
      await expect(read()).resolves.toMatchObject({ token: 'from-token' });
    });

    it('falls back to authToken, where sign-in wrote it, when token is absent', async () => {
      storage.setItem('authToken', 'from-authToken');
      await expect(read()).resolves.toEqual({
        token: 'from-authToken',
        user: null,
        merchantUser: null,
      });
    });

    it('defaults username to name in a stored user record', async () => {
      storage.setItem('user', JSON.stringify({ name: 'Ko Ko', userid: 2 }));
      await expect(read()).resolves.toMatchObject({
        user: { username: 'Ko Ko', name: 'Ko Ko', userid: 2 },
      });
    });

    it('logs invalid user JSON with the product’s own words and ignores it', async () => {
      storage.setItem('token', 'tok');
      storage.setItem('user', '{not json');
      storage.setItem('merchantUser', JSON.stringify(merchantUser));
      await expect(read()).resolves.toEqual({
        token: 'tok',
        user: null,
        merchantUser,
      });
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to parse user data: ',
        expect.any(SyntaxError),
      );
    });

    it('logs invalid merchantUser JSON with the product’s own words and ignores it', async () => {
      storage.setItem('token', 'tok');
      storage.setItem('user', JSON.stringify(user));
      storage.setItem('merchantUser', 'undefined');
      await expect(read()).resolves.toEqual({
        token: 'tok',
        user,
        merchantUser: null,
      });
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to parse merchant user data: ',
        expect.any(SyntaxError),
      );
    });

    it('treats JSON that is not an object as invalid', async () => {
      storage.setItem('user', '42');
      storage.setItem('merchantUser', '[1,2]');
      await expect(read()).resolves.toBeUndefined();
      expect(consoleError).toHaveBeenCalledWith(PARSE_USER_ERROR, expect.any(TypeError));
      expect(consoleError).toHaveBeenCalledWith(PARSE_MERCHANT_USER_ERROR, expect.any(TypeError));
    });
  });

  describe('forgetAuthToken', () => {
    it('removes the authToken key alone', async () => {
      await write(session);
      forgetAuthToken(storage);
      expect(storage.getItem('authToken')).toBeNull();
      expect(storage.getItem('token')).toBe('tok-123');
      expect(Object.keys(stored())).toHaveLength(Object.keys(LEGACY_KEYS).length - 1);
    });
  });

  describe('removeItem', () => {
    it('clears every legacy key and leaves other keys alone', async () => {
      await write(session);
      storage.setItem('somethingElse', 'kept');
      await engine.removeItem(KEY);
      expect(stored()).toEqual({ somethingElse: 'kept' });
    });
  });

  describe('clearStoredData (logout)', () => {
    it('removes the session and everything else, but keeps the language choice', async () => {
      await write(session);
      storage.setItem('somethingElse', 'gone');
      storage.setItem('lang', 'my');
      clearStoredData(storage);
      expect(stored()).toEqual({ lang: 'my' });
    });

    it('invents no choice that was not made, and drops a value that is no language', async () => {
      await write(session);
      clearStoredData(storage);
      expect(stored()).toEqual({});
      storage.setItem('lang', '<script>');
      clearStoredData(storage);
      expect(stored()).toEqual({});
    });
  });

  it('round-trips any session made of known fields (property)', async () => {
    const id = fc.integer({ min: 1, max: 1_000_000 });
    const word = fc.string({ minLength: 1, maxLength: 20 });
    const sessionArb = fc.record({
      token: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null }),
      user: fc.option(
        fc.record(
          { userid: id, username: word, shopname: word, merchantid: id, phone: word, email: word },
          { requiredKeys: ['username'] },
        ),
        { nil: null },
      ),
      merchantUser: fc.option(
        fc.record({ merchant_id: id, district_merchant_id: fc.option(word, { nil: null }) }),
        { nil: null },
      ),
    });
    await fc.assert(
      fc.asyncProperty(sessionArb, async (value) => {
        storage.clear();
        await write(value);
        const back = await read();
        const empty = value.token === null && value.user === null && value.merchantUser === null;
        expect(back).toEqual(empty ? undefined : value);
      }),
    );
  });
});
