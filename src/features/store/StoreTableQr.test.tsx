import { screen, within } from '@testing-library/react';
import { createFakeStore, storePlans } from '../../test/storeHandlers';
import { renderStore, sampleItem, sampleProfile } from './storeTestKit';

jest.setTimeout(20_000);

const premium = storePlans[2] ?? null;
const listedShop = (plan = premium) =>
  createFakeStore({
    plan,
    profile: sampleProfile({ published: true }),
    items: [sampleItem(1, 'Tea')],
  });

describe('/store: table QR codes', () => {
  it('prints one menu QR code per table typed, each for its table', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderStore(listedShop());
    const part = screen.getByRole('group', { name: 'Table QR codes' });
    await user.type(within(part).getByLabelText('Table numbers'), '1-3, Patio');
    await user.click(within(part).getByRole('button', { name: 'Show QR codes' }));
    const codes = await within(part).findAllByRole(
      'img',
      { name: /^QR code for table / },
      { timeout: 5000 },
    );
    expect(codes.map((img) => img.getAttribute('alt'))).toEqual([
      'QR code for table 1 of Golden Tea House',
      'QR code for table 2 of Golden Tea House',
      'QR code for table 3 of Golden Tea House',
      'QR code for table Patio of Golden Tea House',
    ]);
    codes.forEach((img) =>
      expect(img).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)),
    );
    // Each code is different: it carries its own table.
    expect(new Set(codes.map((img) => img.getAttribute('src'))).size).toBe(4);
    expect(within(part).getByText('Table 3')).toBeInTheDocument();

    await user.click(within(part).getByRole('button', { name: 'Print table QR codes' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.body).toHaveClass('print-tables');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass('print-tables');
    print.mockRestore();
  });

  it('refuses table numbers it cannot read, and draws nothing', async () => {
    const { user } = await renderStore(listedShop());
    const part = screen.getByRole('group', { name: 'Table QR codes' });
    await user.type(within(part).getByLabelText('Table numbers'), '12-1');
    await user.click(within(part).getByRole('button', { name: 'Show QR codes' }));
    expect(within(part).getByLabelText('Table numbers')).toHaveAccessibleDescription(
      /Enter table numbers such as 1-12 or 1, 3, 5/,
    );
    expect(within(part).queryByRole('img')).not.toBeInTheDocument();
  });

  it('links to the inbox and offers table codes only when the plan includes orders', async () => {
    await renderStore(listedShop(storePlans[0] ?? null));
    expect(screen.queryByRole('group', { name: 'Table QR codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Orders and reservations' })).not.toBeInTheDocument();
  });

  it('links to the inbox when the plan includes orders', async () => {
    await renderStore(listedShop());
    expect(screen.getByRole('link', { name: 'Orders and reservations' })).toHaveAttribute(
      'href',
      '/store/orders',
    );
  });

  it('draws the table codes in Burmese, with Myanmar digits', async () => {
    const { user } = await renderStore(listedShop(), { language: 'my' });
    const part = screen.getByRole('group', { name: 'စားပွဲ QR ကုဒ်များ' });
    await user.type(within(part).getByLabelText('စားပွဲနံပါတ်များ'), '၁-၂');
    await user.click(within(part).getByRole('button', { name: 'QR ကုဒ်များ ပြရန်' }));
    const codes = await within(part).findAllByRole('img');
    expect(codes.map((img) => img.getAttribute('alt'))).toEqual([
      'Golden Tea House ၏ စားပွဲ ၁ အတွက် QR ကုဒ်',
      'Golden Tea House ၏ စားပွဲ ၂ အတွက် QR ကုဒ်',
    ]);
    expect(within(part).getByText('စားပွဲ ၂')).toBeInTheDocument();
  });
});
