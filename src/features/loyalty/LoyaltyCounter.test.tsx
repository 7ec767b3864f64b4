import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { createFakeLoyalty, renderLoyalty, sampleOverview, section } from './loyaltyTestKit';

jest.setTimeout(20_000);

async function find(user: Awaited<ReturnType<typeof renderLoyalty>>['user'], phone: string) {
  const counter = within(section('Counter'));
  await user.type(counter.getByLabelText('Phone number'), phone);
  await user.click(counter.getByRole('button', { name: 'Find' }));
}

const customerCard = (name: string) => within(section(name));

describe('/store/loyalty: the counter', () => {
  it('finds a customer by phone: stamps, rewards, points, history, membership', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09 420 000 123');
    const customer = within(await screen.findByRole('region', { name: 'Ko Aung' }));
    expect(fake.calls).toEqual([
      { method: 'GET', path: 'counter?phone=09420000123', body: null, idempotencyKey: null },
    ]);
    expect(customer.getByText('09420000123')).toBeInTheDocument();
    expect(customer.getByText('Member')).toBeInTheDocument();
    expect(customer.getByText('Stamps: 3 of 8')).toBeInTheDocument();
    expect(customer.getByRole('img', { name: 'Stamp card: 3 of 8 stamps' })).toBeInTheDocument();
    const reward = customer.getByText('A free milk tea', { selector: 'span' }).closest('li');
    expect(reward).toHaveTextContent('Earned 20 Nov 2026');
    expect(
      within(reward as HTMLElement).getByRole('button', { name: 'Mark redeemed' }),
    ).toHaveAccessibleDescription('A free milk tea');
    expect(customer.getByText('Points balance: 150')).toBeInTheDocument();
    expect(
      customer.getByText('22 Nov 2026: 50 points redeemed, Samosa plate (balance 150)'),
    ).toBeInTheDocument();
    expect(
      customer.getByText('21 Nov 2026: 200 points earned, order #105 (balance 200)'),
    ).toBeInTheDocument();
  });

  it('shows a phone nobody has signed in with as a new customer', async () => {
    const { user } = await renderLoyalty(createFakeLoyalty());
    await find(user, '09450000999');
    const customer = within(await screen.findByRole('region', { name: 'New customer' }));
    expect(customer.getByText('Not a member')).toBeInTheDocument();
    expect(customer.getByText('Stamps: 0 of 8')).toBeInTheDocument();
    expect(customer.getByText('No rewards to redeem.')).toBeInTheDocument();
    expect(customer.getByText('No points yet.')).toBeInTheDocument();
  });

  it('refuses a phone that is not a Myanmar mobile number', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '12345');
    expect(within(section('Counter')).getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a Myanmar mobile phone number, such as 09420000123.',
    );
    expect(fake.calls).toEqual([]);
  });

  it('says when the customer could not be looked up', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    fake.answer('get', apiPaths.merchantCounter, () =>
      HttpResponse.json({ message: 'Server error' }, { status: 500 }),
    );
    await find(user, '09420000123');
    const alert = await within(section('Counter')).findByRole('alert');
    expect(alert).toHaveTextContent('The customer could not be looked up. Try again.');
    expect(alert).toHaveClass('field__error');
  });

  it('says when too many customers were looked up, in the server’s words', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    fake.answer('get', apiPaths.merchantCounter, () =>
      HttpResponse.json(
        { message: 'Too many attempts. Please try again in 1200 seconds.' },
        { status: 429, headers: { 'Retry-After': '1200' } },
      ),
    );
    await find(user, '09420000123');
    expect(await within(section('Counter')).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 1200 seconds.',
    );
    expect(screen.queryByRole('region', { name: 'Ko Aung' })).not.toBeInTheDocument();
  });

  it('offers no counter to a plan without any loyalty programme', async () => {
    const fake = createFakeLoyalty({
      overview: sampleOverview({
        allowed: { stamp_card: false, point_collection: false, membership: false },
        stamp_card: null,
        points: null,
        membership: null,
      }),
    });
    await renderLoyalty(fake);
    const counter = within(section('Counter'));
    expect(counter.getByText('Your plan does not include this feature')).toBeInTheDocument();
    expect(counter.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });

  it('adds a stamp with an Idempotency-Key, a new one for the next press', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09420000123');
    await screen.findByRole('region', { name: 'Ko Aung' });
    const customer = customerCard('Ko Aung');
    await user.click(customer.getByRole('button', { name: 'Add stamp' }));
    expect(await customer.findByText('Stamp added.')).toBeInTheDocument();
    expect(customer.getByText('Stamps: 4 of 8')).toBeInTheDocument();
    await user.click(customer.getByRole('button', { name: 'Add stamp' }));
    expect(await customer.findByText('Stamps: 5 of 8')).toBeInTheDocument();
    const stamps = fake.calls.filter((call) => call.path === 'counter/stamps');
    expect(stamps.map((call) => call.body)).toEqual([
      { phone: '09420000123' },
      { phone: '09420000123' },
    ]);
    expect(stamps[0]?.idempotencyKey).toMatch(/^[\w-]{32}$/);
    expect(stamps[1]?.idempotencyKey).toMatch(/^[\w-]{32}$/);
    expect(stamps[1]?.idempotencyKey).not.toBe(stamps[0]?.idempotencyKey);
  });

  it('keeps the same Idempotency-Key when a press that got no answer is tried again', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09420000123');
    await screen.findByRole('region', { name: 'Ko Aung' });
    const customer = customerCard('Ko Aung');
    const keys: (string | null)[] = [];
    fake.answer('post', apiPaths.merchantCounterStamp, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.error();
    });
    await user.click(customer.getByRole('button', { name: 'Add stamp' }));
    expect(await customer.findByRole('alert')).toHaveTextContent(
      'No answer came, so the stamp may not have been added. Press Add stamp again: it will not be added twice.',
    );
    await user.click(customer.getByRole('button', { name: 'Add stamp' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[\w-]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers Undo after a stamp: one press takes that stamp back, by its key', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09420000123');
    await screen.findByRole('region', { name: 'Ko Aung' });
    const customer = customerCard('Ko Aung');
    expect(customer.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await user.click(customer.getByRole('button', { name: 'Add stamp' }));
    expect(await customer.findByText('Stamps: 4 of 8')).toBeInTheDocument();
    await user.click(customer.getByRole('button', { name: 'Undo' }));
    expect(await customer.findByText('Stamp taken back.')).toBeInTheDocument();
    expect(customer.getByText('Stamps: 3 of 8')).toBeInTheDocument();
    expect(customer.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    const [stamp, undo] = fake.calls.filter((call) => call.path.startsWith('counter/stamps'));
    expect(undo).toEqual({
      method: 'DELETE',
      path: `counter/stamps/${stamp?.idempotencyKey}`,
      body: null,
      idempotencyKey: null,
    });
  });

  it('says why a stamp could not be undone, styled as an error', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09420000123');
    await screen.findByRole('region', { name: 'Ko Aung' });
    const customer = customerCard('Ko Aung');
    await user.click(customer.getByRole('button', { name: 'Add stamp' }));
    await customer.findByText('Stamps: 4 of 8');
    fake.answer('delete', apiPaths.merchantCounterStampUndo, () => HttpResponse.error());
    await user.click(customer.getByRole('button', { name: 'Undo' }));
    const alert = await customer.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The stamp could not be taken back. Check the connection and try again.',
    );
    expect(alert).toHaveClass('field__error');
    // No answer: Undo stays offered while its seconds last.
    fake.answer('delete', apiPaths.merchantCounterStampUndo, () =>
      HttpResponse.json(
        { message: 'This stamp can no longer be undone.', reason: 'too_late' },
        { status: 409 },
      ),
    );
    await user.click(customer.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(customer.getByRole('alert')).toHaveTextContent('This stamp can no longer be undone.'),
    );
    expect(customer.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(customer.getByText('Stamps: 4 of 8')).toBeInTheDocument();
  });

  it('says when the stamp card is switched off', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09420000123');
    await screen.findByRole('region', { name: 'Ko Aung' });
    fake.answer('post', apiPaths.merchantCounterStamp, () =>
      HttpResponse.json({ message: 'Off', reason: 'not_offered' }, { status: 409 }),
    );
    await user.click(customerCard('Ko Aung').getByRole('button', { name: 'Add stamp' }));
    expect(await customerCard('Ko Aung').findByRole('alert')).toHaveTextContent(
      'Your stamp card is switched off. Turn it on above to add stamps.',
    );
  });

  it('marks a reward redeemed, and the list no longer has it', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09420000123');
    await screen.findByRole('region', { name: 'Ko Aung' });
    await user.click(customerCard('Ko Aung').getByRole('button', { name: 'Mark redeemed' }));
    expect(
      await customerCard('Ko Aung').findByText('“A free milk tea” is marked redeemed.'),
    ).toBeInTheDocument();
    expect(customerCard('Ko Aung').getByText('No rewards to redeem.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET counter?phone=09420000123',
        'POST stamp-rewards/31/redeem',
        'GET counter?phone=09420000123',
      ]),
    );
  });

  it('says a reward was already redeemed (409) and refreshes the customer', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    await find(user, '09420000123');
    await screen.findByRole('region', { name: 'Ko Aung' });
    fake.answer('post', apiPaths.merchantRedeemStampReward, () => {
      // Another device redeemed it first.
      const customer = fake.customers.get('09420000123');
      if (customer) fake.customers.set('09420000123', { ...customer, rewards: [] });
      return HttpResponse.json(
        { message: 'Already redeemed', reason: 'already_redeemed' },
        { status: 409 },
      );
    });
    await user.click(customerCard('Ko Aung').getByRole('button', { name: 'Mark redeemed' }));
    expect(await customerCard('Ko Aung').findByRole('alert')).toHaveTextContent(
      '“A free milk tea” was already redeemed. The list is up to date now.',
    );
    expect(await customerCard('Ko Aung').findByText('No rewards to redeem.')).toBeInTheDocument();
  });
});

describe('/store/loyalty: redeeming a points code', () => {
  it('redeems a six-digit code and shows the reward, the points and the new balance', async () => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    const counter = within(section('Counter'));
    expect(counter.getByRole('heading', { name: 'Redeem points code' })).toBeInTheDocument();
    await user.type(counter.getByLabelText('Code'), '12345');
    await user.click(counter.getByRole('button', { name: 'Redeem' }));
    expect(counter.getByLabelText('Code')).toHaveAccessibleDescription(
      'The 6-digit code the customer shows. Enter the 6-digit code.',
    );
    expect(fake.calls).toEqual([]);
    await user.type(counter.getByLabelText('Code'), '6');
    await user.click(counter.getByRole('button', { name: 'Redeem' }));
    expect(
      await counter.findByText('Samosa plate redeemed for 50 points. New balance: 100 points.'),
    ).toBeInTheDocument();
    expect(counter.getByText('Customer: Ko Aung')).toBeInTheDocument();
    expect(counter.getByLabelText('Code')).toHaveValue('');
    expect(fake.calls).toEqual([
      { method: 'POST', path: 'points/redeem', body: { code: '123456' }, idempotencyKey: null },
    ]);
  });

  it.each([
    [404, 'code_unknown', 'This code is not one of your shop’s codes. Check the digits.'],
    [409, 'code_used', 'This code has already been used.'],
    [422, 'code_expired', 'This code has expired. Ask the customer to show a new one.'],
    [409, 'not_enough_points', 'The customer does not have enough points for this reward.'],
  ])('words the refusal %i %s clearly', async (status, reason, words) => {
    const fake = createFakeLoyalty();
    const { user } = await renderLoyalty(fake);
    fake.answer('post', apiPaths.merchantRedeemCode, () =>
      HttpResponse.json({ message: 'Refused', reason }, { status }),
    );
    const counter = within(section('Counter'));
    await user.type(counter.getByLabelText('Code'), '654321');
    await user.click(counter.getByRole('button', { name: 'Redeem' }));
    expect(await counter.findByRole('alert')).toHaveTextContent(words);
  });
});
