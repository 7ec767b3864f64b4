/**
 * The operators' sign-in: password, then enrolment of an authenticator (QR secret, a code, ten
 * recovery codes) or a code from it, on a clock the test chooses; codes outside one step either
 * side and codes used before are refused; failures lock the account; a recovery code signs in
 * once; sessions end when idle and when signed out; every step writes its audit row.
 */
import { RECOVERY_CODE_COUNT } from '@contract/operatorSession';
import type { App } from '../src/app';
import { createOperatorRepository } from '../src/repositories/operators';
import { hashRecoveryCode, totpCode } from '../src/security/totp';
import { bearer, buildTestApp, databases, useTestDatabase } from './helpers';
import { TEST_TOTP_SECRET, insertOperator } from './operatorKit';

jest.setTimeout(30_000);

const PASSWORD = 'correct horse battery staple';
/** A fixed moment for the codes: 2026-12-01 09:00:00 UTC, at the start of a 30 s step. */
const T0 = Date.UTC(2026, 11, 1, 9, 0, 0);
const STEP = 30_000;

describe.each(databases())('the operators sign-in on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let now = T0;

  beforeEach(async () => {
    app = buildTestApp(database.db, {
      operators: { idleMinutes: 30, sessionHours: 12, maxFailures: 3, lockMinutes: 15 },
    });
    await app.ready();
    now = T0;
    app.operatorClock.now = () => now;
  });
  afterEach(async () => {
    await app.close();
  });

  /** An enrolled operator (the known secret) with `PASSWORD`. */
  async function enrolled(role: 'admin' | 'finance' = 'finance') {
    return insertOperator(database.db, role, {
      passwordHash: await app.passwords.hash(PASSWORD),
      name: 'Ma Thida',
    });
  }

  /** An operator the command line just made: no authenticator yet. */
  async function fresh() {
    const made = await createOperatorRepository(database.db).create({
      phone: '09791234567',
      name: 'Ko Zaw',
      role: 'support',
      passwordHash: await app.passwords.hash(PASSWORD),
    });
    if (made === 'taken') throw new Error('taken');
    return made;
  }

  const signIn = (phone: string, password = PASSWORD, remoteAddress = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { phone, password },
      remoteAddress,
    });

  const secondFactor = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/session/second-factor',
      headers: bearer(token),
      payload,
    });

  const whoAmI = (token: string) =>
    app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });

  const audit = async () =>
    (
      await database.db.query<{ action: string; operator_id: number | null }>(
        'SELECT action, operator_id FROM audit_log ORDER BY id',
      )
    ).rows;

  test('password then a current code: signed in; the same code is not accepted twice', async () => {
    const { phone, operatorId } = await enrolled();
    const first = await signIn(phone.replace(/^09/, '+959'));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      token: expect.any(String),
      stage: 'second_factor',
      operator: { id: operatorId, phone, name: 'Ma Thida', role: 'finance' },
    });
    // Not yet signed in: the code is due.
    expect((await whoAmI(body.token)).statusCode).toBe(401);

    const code = totpCode(TEST_TOTP_SECRET, now);
    const passed = await secondFactor(body.token, { code });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({
      stage: 'active',
      operator: { id: operatorId, phone, name: 'Ma Thida', role: 'finance' },
    });
    expect((await whoAmI(body.token)).json()).toEqual(passed.json());

    // Another sign-in within the same step: the code already used is refused.
    const again = (await signIn(phone)).json().token as string;
    const replayed = await secondFactor(again, { code });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().data.errors.code).toEqual([
      'That code is not right, or was already used. Please try the current code.',
    ]);
    // The next step's code is fine.
    now += STEP;
    expect((await secondFactor(again, { code: totpCode(TEST_TOTP_SECRET, now) })).statusCode).toBe(
      200,
    );

    expect(await audit()).toEqual([
      { action: 'session.sign_in', operator_id: operatorId },
      { action: 'session.second_factor', operator_id: operatorId },
      { action: 'session.sign_in', operator_id: operatorId },
      { action: 'session.second_factor', operator_id: operatorId },
    ]);
  });

  test('two steps off, past or future, is refused; one step ahead is accepted', async () => {
    const { phone } = await enrolled();
    const token = (await signIn(phone)).json().token as string;
    // (Another step's code equals the current one by chance once in a million.)
    for (const offset of [-2, 2]) {
      const code = totpCode(TEST_TOTP_SECRET, now + offset * STEP);
      expect((await secondFactor(token, { code })).statusCode).toBe(422);
    }
    const ahead = totpCode(TEST_TOTP_SECRET, now + STEP);
    expect((await secondFactor(token, { code: ahead })).statusCode).toBe(200);
  });

  test('a code from the step before, typed as it changed, is accepted', async () => {
    const { phone } = await enrolled();
    const token = (await signIn(phone)).json().token as string;
    const code = totpCode(TEST_TOTP_SECRET, now - STEP);
    expect((await secondFactor(token, { code })).statusCode).toBe(200);
  });

  test('wrong phone and wrong password get the same answer; failures lock the account', async () => {
    const { phone, operatorId } = await enrolled();
    const unknown = await signIn('09790000001');
    const wrong = await signIn(phone, 'not it');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: 'The phone number or password is not right.' });

    // Failures from different addresses all count for the operator; a wrong code counts too.
    await signIn(phone, 'not it either', '198.51.100.1');
    const token = (await signIn(phone, PASSWORD, '198.51.100.2')).json().token as string;
    expect(token).toEqual(expect.any(String));
    const wrongCode = totpCode(TEST_TOTP_SECRET, now + 10 * STEP);
    const lockedBy = await secondFactor(token, { code: wrongCode });
    expect(lockedBy.statusCode).toBe(429);
    const seconds = Number(lockedBy.headers['retry-after']);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(lockedBy.json()).toEqual({
      message: 'Too many failed sign-ins. This account is locked; please try again in 15 minutes.',
    });

    // Locked: even the right password and the right code are refused.
    expect((await signIn(phone)).statusCode).toBe(429);
    expect((await secondFactor(token, { code: totpCode(TEST_TOTP_SECRET, now) })).statusCode).toBe(
      429,
    );

    // When the lock is over, the right password signs in again.
    await database.db.query(
      "UPDATE operators SET locked_until = now() - interval '1 second' WHERE id = $1",
      [operatorId],
    );
    expect((await signIn(phone)).statusCode).toBe(200);
  });

  test('the lock message is in Burmese for a Burmese reader', async () => {
    const { phone } = await enrolled();
    for (let n = 0; n < 2; n += 1) await signIn(phone, 'wrong');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { 'accept-language': 'my' },
      payload: { phone, password: 'wrong' },
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.json().message).toContain('၁၅');
  });

  test('a disabled operator cannot sign in, and their sessions end', async () => {
    const { phone, operatorId } = await enrolled();
    const token = (await signIn(phone)).json().token as string;
    expect((await secondFactor(token, { code: totpCode(TEST_TOTP_SECRET, now) })).statusCode).toBe(
      200,
    );
    await createOperatorRepository(database.db).disable(operatorId);
    expect((await whoAmI(token)).statusCode).toBe(401);
    const refused = await signIn(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'The phone number or password is not right.' });
  });

  test('enrolment: a secret and its QR URI, confirmed by a code; ten recovery codes once', async () => {
    const operator = await fresh();
    const first = (await signIn('09 7912 34567')).json();
    expect(first.stage).toBe('enrol');
    const token = first.token as string;
    // At stage 'enrol' nothing else opens.
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect((await secondFactor(token, { code: '123456' })).statusCode).toBe(401);

    const confirmBefore = await app.inject({
      method: 'POST',
      url: '/api/admin/session/enrolment/confirm',
      headers: bearer(token),
      payload: { code: '123456' },
    });
    expect(confirmBefore.statusCode).toBe(422);

    const enrolment = await app.inject({
      method: 'POST',
      url: '/api/admin/session/enrolment',
      headers: bearer(token),
    });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauth_uri: uri } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('algorithm')).toBe('SHA1');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');

    const confirm = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/session/enrolment/confirm',
        headers: bearer(token),
        payload: { code },
      });
    expect((await confirm(totpCode(secret, now + 3 * STEP))).statusCode).toBe(422);
    const confirmed = await confirm(totpCode(secret, now));
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes: codes, operator: shown } = confirmed.json();
    expect(shown).toEqual({
      id: operator.id,
      phone: '09791234567',
      name: 'Ko Zaw',
      role: 'support',
    });
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // The session is active; the codes are kept only as their SHA-256.
    expect((await whoAmI(token)).statusCode).toBe(200);
    const stored = await database.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM operator_recovery_codes WHERE operator_id = $1 ORDER BY code_hash',
      [operator.id],
    );
    expect(stored.rows.map((r) => r.code_hash)).toEqual(
      codes
        .map((c: string) => hashRecoveryCode(c))
        .sort((a: string, b: string) => a.localeCompare(b)),
    );
    expect(JSON.stringify(stored.rows)).not.toContain(codes[0]);
    const row = await database.db.query<{ totp_secret: string; totp_pending_secret: null }>(
      'SELECT totp_secret, totp_pending_secret FROM operators WHERE id = $1',
      [operator.id],
    );
    expect(row.rows[0]).toEqual({ totp_secret: secret, totp_pending_secret: null });

    // The next sign-in asks for a code; a recovery code works once, however it is typed.
    now += 10 * STEP;
    const next = (await signIn('09791234567')).json();
    expect(next.stage).toBe('second_factor');
    const typed = ` ${codes[3].toUpperCase().replace('-', ' ')} `;
    const recovered = await secondFactor(next.token, { recovery_code: typed });
    expect(recovered.statusCode).toBe(200);
    const later = (await signIn('09791234567')).json().token as string;
    const reused = await secondFactor(later, { recovery_code: codes[3] });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().data.errors.recovery_code).toEqual([
      'That recovery code is not right, or was already used.',
    ]);

    expect((await audit()).map((r) => r.action)).toEqual([
      'session.sign_in',
      'session.enrol',
      'session.sign_in',
      'session.recovery_code',
      'session.sign_in',
    ]);
  });

  test('sign-out ends the session; an idle session ends by itself', async () => {
    const { phone, operatorId } = await enrolled('admin');
    const token = (await signIn(phone)).json().token as string;
    await secondFactor(token, { code: totpCode(TEST_TOTP_SECRET, now) });
    expect((await whoAmI(token)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect((await audit()).at(-1)).toEqual({ action: 'session.sign_out', operator_id: operatorId });

    now += STEP;
    const other = (await signIn(phone)).json().token as string;
    await secondFactor(other, { code: totpCode(TEST_TOTP_SECRET, now) });
    await database.db.query(
      "UPDATE operator_sessions SET last_seen_at = now() - interval '29 minutes' WHERE revoked_at IS NULL",
    );
    // Used within the idle time: still on, and the call keeps it on.
    expect((await whoAmI(other)).statusCode).toBe(200);
    await database.db.query(
      "UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes' WHERE revoked_at IS NULL",
    );
    const idle = await whoAmI(other);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: expect.any(String) });
  });

  test('bad input is refused with 422 before anything is counted', async () => {
    const { phone } = await enrolled();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { phone, password: PASSWORD, role: 'admin' },
    });
    expect(bad.statusCode).toBe(422);
    const token = (await signIn(phone)).json().token as string;
    expect((await secondFactor(token, { code: '12345' })).statusCode).toBe(422);
    expect((await secondFactor(token, { code: '123456', recovery_code: 'x' })).statusCode).toBe(
      422,
    );
    const failures = await database.db.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM operators WHERE phone = $1',
      [phone],
    );
    expect(failures.rows[0]!.failed_attempts).toBe(0);
  });
});
