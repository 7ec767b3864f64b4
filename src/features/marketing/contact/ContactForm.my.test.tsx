import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { languagePreload } from '../../../test/languagePreload';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { zawgyiSample } from '../../../test/zawgyiSample';
import { ContactForm } from './ContactForm';

const sample = zawgyiSample();

function recordContactCalls() {
  const bodies: Array<{ name: string; email: string; message: string }> = [];
  server.use(
    http.post(apiUrl(apiPaths.contact), async ({ request }) => {
      bodies.push((await request.json()) as (typeof bodies)[number]);
      return HttpResponse.json({ status: true, message: 'sent', data: { id: 9 } }, { status: 201 });
    }),
  );
  return bodies;
}

const renderInBurmese = () =>
  renderWithProviders(<ContactForm />, { preloadedState: languagePreload('my') });

describe('the Contact Us form in Burmese', () => {
  it('labels its fields, counts characters in Myanmar digits and checks in Burmese', async () => {
    const { user } = await renderInBurmese();
    expect(screen.getByRole('form', { name: 'ဆက်သွယ်ရန် ဖောင်' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('စာ'), 'Hello');
    expect(screen.getByText('စာလုံးရေ ၅ / ၂၀၀၀')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'စာပို့ရန်' }));
    expect(screen.getByText('ကျေးဇူးပြု၍ သင်၏အမည်ကို ထည့်ပါ။')).toBeInTheDocument();
    expect(screen.getByText('စာသည် အနည်းဆုံး စာလုံးရေ ၁၀ လုံး ရှိရပါမည်။')).toBeInTheDocument();
  });
});

describe('the Zawgyi offer on the Contact Us form', () => {
  it('offers the Unicode name on blur and before sending, and sends the Unicode text taken', async () => {
    const bodies = recordContactCalls();
    const { user } = await renderInBurmese();
    await user.click(screen.getByLabelText('အမည်'));
    await user.paste(sample.zawgyi);
    await user.type(screen.getByLabelText('အီးမေးလ်'), 'aye@example.com');
    const notice = await screen.findByRole('status', { name: /ဇော်ဂျီ/ });
    expect(within(notice).getByText(sample.unicode)).toBeInTheDocument();

    await user.type(screen.getByLabelText('စာ'), 'Please call me back about the plans.');
    await user.click(screen.getByRole('button', { name: 'စာပို့ရန်' }));
    // Still offered, nothing sent.
    expect(await screen.findByRole('status', { name: /ဇော်ဂျီ/ })).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ယူနီကုဒ် စာသားကို သုံးရန်' }));
    expect(screen.getByLabelText('အမည်')).toHaveValue(sample.unicode);
    await user.click(screen.getByRole('button', { name: 'စာပို့ရန်' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.name).toBe(sample.unicode);
  });
});
