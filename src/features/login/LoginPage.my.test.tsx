import { screen, waitFor } from '@testing-library/react';
import { toMyanmarDigits } from '../../i18n/digits';
import { sampleAccount, server } from '../../test/server';
import { countLogins, renderLogin } from './testSetup';

afterEach(() => server.events.removeAllListeners());

describe('the login screen in Burmese', () => {
  it('labels its fields and button in Burmese', async () => {
    await renderLogin('my');
    expect(screen.getByRole('heading', { level: 1, name: 'အကောင့်ဝင်ရန်' })).toBeInTheDocument();
    expect(screen.getByLabelText('ဖုန်းနံပါတ်')).toBeRequired();
    expect(screen.getByLabelText('စကားဝှက်')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' })).toBeEnabled();
  });

  it('logs in with a phone number typed in Myanmar digits', async () => {
    const bodies = countLogins();
    const phone = sampleAccount.user.phone;
    const myanmarPhone = toMyanmarDigits(phone);
    expect(myanmarPhone).not.toBe(phone);
    const { user, store, router } = await renderLogin('my');
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), myanmarPhone);
    expect(screen.getByLabelText('ဖုန်းနံပါတ်')).toHaveValue(phone);
    await user.type(screen.getByLabelText('စကားဝှက်'), sampleAccount.password);
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(bodies.map((body) => body.phone)).toEqual([phone]);
    expect(store.getState().session.token).toBeTruthy();
  });

  it('says a wrong password in Burmese', async () => {
    const { user } = await renderLogin('my');
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), sampleAccount.user.phone);
    await user.type(screen.getByLabelText('စကားဝှက်'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }));
    expect(await screen.findByText(/^အကောင့်ဝင်၍ မရပါ- /)).toBeInTheDocument();
  });
});
