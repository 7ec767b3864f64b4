import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { rootReducer } from '../../app/store';
import { languageSlice, started } from '../../i18n/languageSlice';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FeaturePage } from './additionalFeatures/FeaturePage';
import { HomePage } from './HomePage';
import { TrainingPage } from './TrainingPage';

// The language slice may not be in the root reducer yet: make sure the store has it.
languageSlice.injectInto(rootReducer);

async function renderInBurmese(ui: ReactElement, route = '/') {
  const rendered = await renderWithProviders(ui, { route });
  act(() => {
    rendered.store.dispatch(started('my'));
  });
  return rendered;
}

describe('the landing page in Burmese', () => {
  it('shows the hero, every section, the FAQ, the testimonials and About Us in Burmese', async () => {
    // A URL naming a section shows every section at once.
    await renderInBurmese(<HomePage />, '/#features');
    expect(screen.getByText('ဆိုင်များနှင့် ဈေးဝယ်သူများ ဆုံတွေ့ရာ')).toBeInTheDocument();
    // The sections after the hero arrive with their own code and words (given time on a busy
    // machine: two lazy chunks, not a measure of speed).
    await screen.findByRole('heading', { level: 2, name: 'ဆိုင်အမျိုးအစားများ' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'သင့်ဆိုင်အတွက် အကောင့်ဖွင့်ရန်' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /နောက်ခံဗီဒီယိုကို (ဖွင့်ရန်|ခေတ္တရပ်ရန်)/ })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const heading of [
      'Merchant Marketplace ကို ဘာကြောင့် ရွေးသင့်သလဲ။',
      'ဆိုင်အမျိုးအစားများ',
      'ကျွန်ုပ်တို့၏ သင်တန်းများ',
      'မေးလေ့ရှိသော မေးခွန်းများ',
      'သုံးစွဲသူများ၏ အမြင်',
      'ကျွန်ုပ်တို့အကြောင်း',
      'Merchant Marketplace ကို လေ့လာရန်',
    ]) {
      expect(headings).toContain(heading);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'လူသိများလာစေရန်' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(6);
    expect(
      screen.getByRole('button', { name: 'ကျွန်ုပ်၏ ဆိုင်အတွက် မည်သည့် အစီအစဉ်က သင့်တော်ပါသလဲ။' }),
    ).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'မေးလေ့ရှိသော မေးခွန်းများ' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    for (const question of questions) expect(question.textContent).toMatch(/[\u1000-\u109f]/);
    expect(screen.getByText('ဒေါ်နှင်းဝေ')).toBeInTheDocument();
    // The Category List names each category in Burmese and counts its shops in Myanmar digits.
    const categories = screen.getByRole('region', { name: 'ဆိုင်အမျိုးအစားများ' });
    expect(
      await within(categories).findByRole('link', { name: 'လက်ဖက်ရည်ဆိုင် ဆိုင် ၂ ဆိုင်' }),
    ).toHaveAttribute('href', '/customer?category=2');
    expect(within(categories).getByRole('link', { name: 'စားသောက်ဆိုင် ဆိုင် မရှိသေးပါ' })).toBeVisible();
    expect(document.title).toBe('Merchant Marketplace | Merchant Marketplace');
    // No key is shown in place of a missing message.
    expect(document.body.textContent).not.toMatch(/\b(home|marketing)\.[a-zA-Z]/);
  });

  it('says the phone is verified in Burmese', async () => {
    const rendered = await renderWithProviders(<HomePage />);
    act(() => {
      rendered.store.dispatch(started('my'));
    });
    await act(() => rendered.router.navigate('/', { state: { isVerified: true } }));
    expect(screen.getByText('သင်၏ ဖုန်းနံပါတ်ကို အတည်ပြုပြီးပါပြီ။')).toBeInTheDocument();
  });
});

describe('the marketing pages in Burmese', () => {
  it('/training', async () => {
    await renderInBurmese(<TrainingPage />, '/training');
    expect(screen.getByRole('heading', { level: 1, name: 'ကျွမ်းကျင်မှု မြှင့်တင်ရန်' })).toBeVisible();
    const topic = screen.getByRole('heading', { level: 3, name: 'ဆိုင်စာမျက်နှာ တည်ဆောက်ခြင်း' });
    expect(topic.closest('li')).toHaveTextContent(
      'ရှင်းလင်းသော ဆိုင်ဖော်ပြချက် ရေးသားပြီး မှန်ကန်သော အမျိုးအစားကို ရွေးချယ်ခြင်း',
    );
    // Eight topics, then the two columns of the links block.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(document.body.textContent).not.toMatch(/\b(pages|marketing)\.[a-zA-Z]/);
  });

  it('an add-on page, with its prices and extras in Myanmar digits', async () => {
    const { user, extra } = await renderInBurmese(
      <FeaturePage feature="designs" />,
      '/additionalFeatures/Designs',
    );
    expect(screen.getAllByText('၈,၀၀၀ ကျပ် (ဒီဇိုင်းတစ်ခုလျှင်) မှစ၍').length).toBeGreaterThan(0);
    const extras = screen.getAllByRole('table')[1]!;
    expect(within(extras).getByRole('row', { name: /သုံးဖက်မြင် နမူနာပုံများ/ })).toHaveTextContent(
      '+၅,၀၀၀ ကျပ်',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'စျေးနှုန်း' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\b(features|marketing)\.[a-zA-Z]/);
    // The call to action still asks for the add-on by its server name.
    await user.click(screen.getAllByRole('button')[0]!);
    expect(extra.navigate).toHaveBeenCalledWith('/price#features', {
      state: { requestedAddon: 'Stamp & Card Designs' },
    });
  });
});
