import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { toMyanmarDigits } from '../../i18n/digits';
import { seededTownshipsOf } from '../../test/marketplaceFixtures';
import { sampleDistricts } from '../../test/server';
import { zawgyiSample } from '../../test/zawgyiSample';
import { captureRegistration, PASSWORD, renderRegister } from './testSetup';
const PHONE = '09420000001';
/** A township of the district chosen. */
const township = seededTownshipsOf(sampleDistricts[1]!.id)[0]!;
const sample = zawgyiSample();

const label = {
  userName: 'အသုံးပြုသူအမည်',
  shopName: 'ဆိုင်အမည်',
  email: 'အီးမေးလ်လိပ်စာ',
  phone: 'ဖုန်းနံပါတ်',
  district: 'ခရိုင် ရွေးပါ',
  township: 'မြို့နယ် ရွေးပါ',
  password: 'စကားဝှက်',
  confirm: 'စကားဝှက် အတည်ပြုရန်',
};

type User = Awaited<ReturnType<typeof renderRegister>>['user'];

async function chooseOnceListed(user: User, select: HTMLElement, id: number) {
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .some((option) => (option as HTMLOptionElement).value === String(id)),
    ).toBe(true),
  );
  await user.selectOptions(select, String(id));
}

async function fill(user: User, texts: { userName: string; shopName: string }) {
  await user.click(screen.getByLabelText(label.userName));
  await user.paste(texts.userName);
  await user.click(screen.getByLabelText(label.shopName));
  await user.paste(texts.shopName);
  await user.type(screen.getByLabelText(label.email), 'aye@example.com');
  await user.type(screen.getByLabelText(label.phone), toMyanmarDigits(PHONE));
  // By value: the lists name districts and townships in the reader's language.
  await chooseOnceListed(user, screen.getByLabelText(label.district), sampleDistricts[1]!.id);
  await chooseOnceListed(user, screen.getByLabelText(label.township), township.id);
  await user.type(screen.getByLabelText(label.password), PASSWORD);
  await user.type(screen.getByLabelText(label.confirm), PASSWORD);
}

describe('Register Now in Burmese', () => {
  it('shows its title, fields and button in Burmese', async () => {
    await renderRegister('my');
    expect(screen.getByRole('heading', { level: 1, name: 'ယခုပင် အကောင့်ဖွင့်ပါ' })).toBeInTheDocument();
    for (const text of Object.values(label)) expect(screen.getByLabelText(text)).toBeRequired();
    expect(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' })).toBeEnabled();
  });

  it("says 'Passwords do not match' in Burmese", async () => {
    const bodies = captureRegistration();
    const { user } = await renderRegister('my');
    await fill(user, { userName: 'Aye Aye', shopName: 'Golden Tea' });
    await user.type(screen.getByLabelText(label.confirm), 'x');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' }));
    expect(screen.getByLabelText(label.confirm)).toHaveAccessibleDescription('စကားဝှက်နှစ်ခု မတူညီပါ');
    expect(await screen.findByRole('alert')).toHaveTextContent('အမှတ်အသားပြထားသော အကွက်များကို ပြင်ပါ။');
    expect(bodies).toEqual([]);
  });

  it('shows the password rule with Myanmar digits, the toggle and the login links in Burmese', async () => {
    const { user } = await renderRegister('my');
    expect(screen.getByLabelText(label.password)).toHaveAccessibleDescription(
      'အနည်းဆုံး စာလုံး ၈ လုံး ပါရပါမည်။',
    );
    await user.click(screen.getAllByRole('button', { name: 'စကားဝှက်ကို ပြရန်' })[0]!);
    expect(screen.getByLabelText(label.password)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'အကောင့်ဝင်ရန်' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/အကောင့် ရှိပြီးသားလား။/)).toBeInTheDocument();
  });

  it('offers to log in instead when the server says the phone is taken, in Burmese', async () => {
    captureRegistration(() =>
      HttpResponse.json(
        {
          status: false,
          message: 'x',
          data: { errors: { phone: ['ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။'] } },
        },
        { status: 422 },
      ),
    );
    const { user } = await renderRegister('my');
    await fill(user, { userName: 'Aye Aye', shopName: 'Golden Tea' });
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' }));
    expect(await screen.findByRole('link', { name: 'ဤဖုန်းဖြင့် အကောင့်ဝင်ရန်' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByLabelText(label.phone)).toHaveAccessibleDescription(
      'ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။',
    );
  });

  it('sends a phone typed in Myanmar digits as the same number, and says it succeeded', async () => {
    const bodies = captureRegistration();
    const { user } = await renderRegister('my');
    await fill(user, { userName: 'Aye Aye', shopName: 'Golden Tea' });
    expect(screen.getByLabelText(label.phone)).toHaveValue(PHONE);
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' }));
    expect(await screen.findByText(/^အကောင့်ဖွင့်ခြင်း အောင်မြင်ပါပြီ။/)).toBeInTheDocument();
    expect(bodies.map((body) => body.phone)).toEqual([PHONE]);
  });
});

describe('the Zawgyi offer on Register Now', () => {
  it('offers the Unicode text of a Zawgyi User Name on blur, and uses it when asked', async () => {
    const { user } = await renderRegister('my');
    await user.click(screen.getByLabelText(label.userName));
    await user.paste(sample.zawgyi);
    await user.tab();
    const notice = await screen.findByRole('status', { name: /ဇော်ဂျီ/ });
    expect(within(notice).getByText(sample.unicode)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'ယူနီကုဒ် စာသားကို သုံးရန်' }));
    expect(screen.getByLabelText(label.userName)).toHaveValue(sample.unicode);
    expect(screen.queryByRole('status', { name: /ဇော်ဂျီ/ })).not.toBeInTheDocument();
  });

  it('makes no offer for Unicode Burmese or Latin text', async () => {
    const { user } = await renderRegister('my');
    await user.click(screen.getByLabelText(label.userName));
    await user.paste(sample.unicode);
    await user.click(screen.getByLabelText(label.shopName));
    await user.paste('Golden Tea');
    await user.tab();
    // The check of the Unicode name has run: a Zawgyi shop name typed after it is offered.
    await user.click(screen.getByLabelText(label.shopName));
    await user.clear(screen.getByLabelText(label.shopName));
    await user.paste(sample.zawgyi);
    await user.tab();
    const notice = await screen.findByRole('status', { name: /ဇော်ဂျီ/ });
    expect(screen.getAllByRole('status', { name: /ဇော်ဂျီ/ })).toEqual([notice]);
    expect(within(notice).getByText(sample.unicode)).toBeInTheDocument();
  });

  it('shows the offer instead of sending Zawgyi, and sends the text kept as typed', async () => {
    const bodies = captureRegistration();
    const { user } = await renderRegister('my');
    await fill(user, { userName: 'Aye Aye', shopName: sample.zawgyi });
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' }));
    const notice = await screen.findByRole('status', { name: /ဇော်ဂျီ/ });
    expect(bodies).toEqual([]);
    await user.click(within(notice).getByRole('button', { name: 'ရိုက်ထားသည့်အတိုင်း ထားရန်' }));
    expect(screen.queryByRole('status', { name: /ဇော်ဂျီ/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.shopname).toBe(sample.zawgyi);
  });

  it('sends the Unicode text when the offer is taken before sending', async () => {
    const bodies = captureRegistration();
    const { user } = await renderRegister('my');
    await fill(user, { userName: sample.zawgyi, shopName: 'Golden Tea' });
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' }));
    const notice = await screen.findByRole('status', { name: /ဇော်ဂျီ/ });
    const use = within(notice).getByRole('button', { name: 'ယူနီကုဒ် စာသားကို သုံးရန်' });
    use.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဖွင့်ရန်' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.username).toBe(sample.unicode);
  });
});
