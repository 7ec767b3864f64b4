import { screen } from '@testing-library/react';
import { toMyanmarDigits } from '../../i18n/digits';
import { CODE, NEW_PASSWORD, PHONE, fakeResetServer, renderForgotPassword } from './testSetup';

describe('Forgot password in Burmese', () => {
  it('speaks Burmese, with Myanmar digits in the code, the wait and the rule, and takes a code typed in Myanmar digits', async () => {
    const fake = fakeResetServer();
    const { user } = await renderForgotPassword('my');
    expect(
      screen.getByRole('heading', { level: 1, name: 'စကားဝှက် ပြန်လည်သတ်မှတ်ရန်' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('ဖုန်းနံပါတ်'), toMyanmarDigits(PHONE));
    await user.click(screen.getByRole('button', { name: 'OTP ပို့ရန်' }));

    expect(
      await screen.findByText(`သင်၏ OTP ကုဒ်မှာ ${toMyanmarDigits(CODE)} ဖြစ်သည်`),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('၁:၀၀ အကြာတွင် OTP ကုဒ်အသစ် တောင်းယူနိုင်ပါမည်။');
    expect(screen.getByLabelText('စကားဝှက်အသစ်')).toHaveAccessibleDescription(
      'အနည်းဆုံး စာလုံး ၈ လုံး ပါရပါမည်။',
    );

    await user.type(screen.getByLabelText('OTP ကုဒ်'), toMyanmarDigits(CODE));
    expect(screen.getByLabelText('OTP ကုဒ်')).toHaveValue(CODE);
    await user.type(screen.getByLabelText('စကားဝှက်အသစ်'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('စကားဝှက်အသစ် အတည်ပြုရန်'), 'different-1');
    await user.click(screen.getByRole('button', { name: 'စကားဝှက် ပြန်သတ်မှတ်ရန်' }));
    expect(screen.getByLabelText('စကားဝှက်အသစ် အတည်ပြုရန်')).toHaveAccessibleDescription(
      'စကားဝှက်နှစ်ခု မတူညီပါ',
    );
    expect(fake.resetBodies).toEqual([]);

    await user.clear(screen.getByLabelText('စကားဝှက်အသစ် အတည်ပြုရန်'));
    await user.type(screen.getByLabelText('စကားဝှက်အသစ် အတည်ပြုရန်'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'စကားဝှက် ပြန်သတ်မှတ်ရန်' }));
    expect(
      await screen.findByText('သင်၏ စကားဝှက်ကို ပြောင်းပြီးပါပြီ။ စကားဝှက်အသစ်ဖြင့် အကောင့်ဝင်ပါ။'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'အကောင့်ဝင်ရန်' })).toHaveAttribute('href', '/login');
    expect(fake.resetBodies.map((body) => body.otp)).toEqual([CODE]);
  });
});
