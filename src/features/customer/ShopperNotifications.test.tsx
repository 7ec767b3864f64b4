import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pushPaths } from '@contract/pushPaths';
import { apiUrl, server } from '../../test/server';
import { renderCustomerOrders } from './testSetup';

jest.setTimeout(20_000);

/** The shopper's SMS choice as the server keeps it, and each PUT. */
function fakeNotices() {
  const puts: unknown[] = [];
  let saved = { text_when_ready: false, language: 'en' };
  server.use(
    http.get(apiUrl(pushPaths.customerNotices), () => HttpResponse.json(saved)),
    http.put(apiUrl(pushPaths.customerNotices), async ({ request }) => {
      saved = (await request.json()) as typeof saved;
      puts.push(saved);
      return HttpResponse.json(saved);
    }),
  );
  return { puts };
}

describe('the shopper’s notifications on /my/orders', () => {
  it('asks for an SMS when an order is ready, in English', async () => {
    const { puts } = fakeNotices();
    const { rendered } = renderCustomerOrders('en');
    const { user } = await rendered;
    expect(await screen.findByRole('heading', { name: 'Order updates' })).toBeInTheDocument();
    // This browser (jsdom) has no web push: it says so, and the SMS choice stays.
    expect(screen.getByText('This browser cannot show notifications.')).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: 'Text me when my order is ready' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(puts).toEqual([{ text_when_ready: true, language: 'en' }]));
    await waitFor(() => expect(box).toBeChecked());
  });

  it('in Burmese, the SMS is asked for in Burmese', async () => {
    const { puts } = fakeNotices();
    const { rendered } = renderCustomerOrders('my');
    const { user } = await rendered;
    expect(
      await screen.findByRole('heading', { name: 'အော်ဒါ အခြေအနေ အသိပေးချက်' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'အော်ဒါ အသင့်ဖြစ်လျှင် SMS ပို့ပါ' }));
    await waitFor(() => expect(puts).toEqual([{ text_when_ready: true, language: 'my' }]));
  });

  it('says so when the choice cannot be saved', async () => {
    fakeNotices();
    server.use(
      http.put(apiUrl(pushPaths.customerNotices), () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { rendered } = renderCustomerOrders('en');
    const { user } = await rendered;
    await user.click(
      await screen.findByRole('checkbox', { name: 'Text me when my order is ready' }),
    );
    expect(
      await screen.findByText('Your choice could not be saved. Please try again.'),
    ).toHaveAttribute('role', 'alert');
  });
});
