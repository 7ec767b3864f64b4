import type { ContactResponse, NamedItem, ValidationErrorBody } from '@contract';
import { seedData } from '../src/db/seedData';
import { buildTestApp, databases, useTestDatabase } from './helpers';

interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: Date;
}

const valid = {
  name: 'Daw Khin Myat',
  email: 'khin.myat@example.com',
  message: 'Can my bakery in Sanchaung use stamp cards on the basic plan?',
};

describe.each(databases())('the public landing-page calls on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    // helpers.resetData empties the account tables; the contact messages are this file's own.
    await database.db.query('TRUNCATE contact_messages RESTART IDENTITY');
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const send = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/backend/contact', payload: payload as object });
  // What the table holds, read directly: the API offers no way to read the messages back.
  const stored = () => ({
    find: async (id: number) => {
      const { rows } = await database.db.query<StoredContactMessage>(
        'SELECT id, name, email, message, created_at FROM contact_messages WHERE id = $1',
        [id],
      );
      return rows[0];
    },
    count: async () => {
      const { rows } = await database.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM contact_messages',
      );
      return rows[0]?.count;
    },
  });

  test('POST /api/backend/contact stores a valid message and answers 201', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json<ContactResponse>();
    expect(body).toEqual({
      status: true,
      message: 'Your message has been sent.',
      data: { id: expect.any(Number) },
    });
    const row = await stored().find(body.data.id);
    expect(row).toMatchObject(valid);
    expect(row?.created_at).toBeTruthy();
    expect(await stored().count()).toBe(1);
  });

  test('needs no token and trims surrounding blanks before storing', async () => {
    const response = await send({
      name: '  U Aung  ',
      email: ' aung@example.com ',
      message: '\n  Please call me about the Premium plan.  \n',
    });
    // The schema's email format rejects blanks around the address.
    expect(response.statusCode).toBe(422);

    const ok = await send({ ...valid, name: '  U Aung  ', message: '  Please call me back.  ' });
    expect(ok.statusCode).toBe(201);
    const row = await stored().find(ok.json<ContactResponse>().data.id);
    expect(row).toMatchObject({ name: 'U Aung', message: 'Please call me back.' });
  });

  test.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'missing fields',
      {},
      {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        message: ['The message field is required.'],
      },
    ],
    [
      'blank fields',
      { name: '   ', email: 'a@b.co', message: '          ' },
      { name: ['The name field is required.'], message: ['The message field is required.'] },
    ],
    [
      'a bad email',
      { ...valid, email: 'khin.myat-at-example' },
      { email: ['The email field must be a valid email address.'] },
    ],
    [
      'a short message',
      { ...valid, message: 'Hello' },
      { message: ['The message field must be at least 10 characters.'] },
    ],
    [
      'a short message once trimmed',
      { ...valid, message: '     Hello      ' },
      { message: ['The message field must be at least 10 characters.'] },
    ],
    [
      'text that is too long',
      { ...valid, name: 'n'.repeat(101), message: 'm'.repeat(2001) },
      {
        name: ['The name field must not be greater than 100 characters.'],
        message: ['The message field must not be greater than 2000 characters.'],
      },
    ],
    [
      'a field of the wrong type',
      { ...valid, message: { text: 'Hello there, friends' } },
      { message: ['The message field must be text.'] },
    ],
  ])('rejects %s with 422 and field errors, storing nothing', async (_name, payload, errors) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json<ValidationErrorBody>();
    expect(body.status).toBe(false);
    expect(body.data.errors).toEqual(errors);
    expect(body.message).toContain(Object.values(errors)[0]?.[0]);
    expect(await stored().count()).toBe(0);
  });

  test('refuses fields it does not know with 422, storing nothing', async () => {
    const response = await send({ ...valid, phone: '09420000001' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ phone: ['The phone field is not allowed.'] });
    expect(await stored().count()).toBe(0);
  });

  test('rejects a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/backend/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await stored().count()).toBe(0);
  });

  test('GET /api/backend/categories lists the categories without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/backend/categories' });
    expect(response.statusCode).toBe(200);
    const categories = response.json<NamedItem[]>();
    expect(categories.map((c) => c.name)).toEqual(seedData.categories);
    // In English and Burmese: the SPA shows the name of the reader's language.
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(['id', 'name', 'name_my']);
    }
  });
});
