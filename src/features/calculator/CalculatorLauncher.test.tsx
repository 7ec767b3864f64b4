import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Layout } from '../../app/Layout';
import { apiPaths } from '@contract/apiPaths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { showsCalculator } from './CalculatorLauncher';
import { heldResponse, openCalculator, renderLauncher, totalsCell } from './testSetup';

describe('the Price Calculator popup', () => {
  it('opens from the round button as a modal dialog, loading first', async () => {
    const held = heldResponse();
    server.use(
      http.get(apiUrl(apiPaths.calculatorAddons), async () => {
        await held.gate;
        return HttpResponse.json([{ name: 'Branches', unit: 'branch', price: 5000 }]);
      }),
    );
    const { user } = await renderLauncher();
    const button = screen.getByRole('button', { name: 'Price Calculator' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Price Calculator' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    held.release();

    expect(await within(dialog).findByRole('checkbox', { name: 'Branches' })).not.toBeChecked();
    expect(within(dialog).queryByText('Loading...')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Branches' })).toHaveValue(
      '0',
    );
  });

  it("shows 'Error: ' and the message in place of the form when a call fails", async () => {
    server.use(
      http.get(apiUrl(apiPaths.calculatorPlans), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user } = await renderLauncher();
    await user.click(screen.getByRole('button', { name: 'Price Calculator' }));

    const dialog = await screen.findByRole('dialog', { name: 'Price Calculator' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Database unavailable',
    );
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('starts at USD, Six-Monthly, Premium, every quantity 0, discount on at 5%', async () => {
    const { dialog } = await openCalculator();
    expect(within(dialog).getByRole('radio', { name: 'USD' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Local Currency' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Six-Monthly' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Three-Monthly' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Twelve-Monthly' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Premium' })).toBeChecked();
    for (const quantity of within(dialog).getAllByRole('spinbutton', { name: /^Quantity of/ })) {
      expect(quantity).toHaveValue('0');
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Partnership Discount' })).toBeChecked();
    expect(within(dialog).getByLabelText('Discount (%)')).toHaveValue('5');
    expect(totalsCell(dialog, 'Subtotal')).toHaveTextContent('390,000.00 USD');
    expect(totalsCell(dialog, 'Tax (5%)')).toHaveTextContent('19,500.00 USD');
    expect(totalsCell(dialog, 'Discount')).toHaveTextContent('19,500.00 USD');
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('390,000.00 USD');
    expect(within(dialog).getByText('No add-ons selected')).toBeInTheDocument();
  });

  it('selects every add-on but the seventh, whose checkbox is disabled and stays at 0', async () => {
    const { user, dialog } = await openCalculator();
    const seventh = within(dialog).getByRole('checkbox', { name: 'Custom Integration' });
    expect(seventh).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));

    expect(within(dialog).getByRole('checkbox', { name: 'Select All' })).toBeChecked();
    for (const name of [
      'Social Media Content',
      'Order/Reservations',
      'Branches',
      'Advertisement Banner',
      'Stamp & Card Designs',
      'Advanced Analytics',
    ]) {
      expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();
      expect(within(dialog).getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(
        '1',
      );
    }
    expect(seventh).not.toBeChecked();
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Quantity of Custom Integration' }),
    ).toHaveValue('0');
    expect(
      within(dialog).getByRole('button', { name: 'Increase Custom Integration' }),
    ).toBeDisabled();
    // 390000 + 10000 + 15000 + 5000 + 20000 + 8000 + 12000 = 460000; +5% tax -5% discount
    expect(totalsCell(dialog, 'Subtotal')).toHaveTextContent('460,000.00 USD');
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('460,000.00 USD');
    const lines = within(dialog).getByRole('list', { name: 'Selected features' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(6);
    expect(within(lines).getAllByRole('listitem')[2]).toHaveTextContent(
      'Branches5,000.00 USDQuantity 1 · 5,000.00 USD per branch',
    );

    // Unticking one row unticks select-all; ticking it again ticks it by itself.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Branches' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Branches' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Select All' })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    for (const quantity of within(dialog).getAllByRole('spinbutton', { name: /^Quantity of/ })) {
      expect(quantity).toHaveValue('0');
    }
  });

  it('steps quantities with plus and minus, never below 0, and turns non-numbers into 0', async () => {
    const { user, dialog } = await openCalculator();
    const quantity = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Social Media Content',
    });
    const plus = within(dialog).getByRole('button', { name: 'Increase Social Media Content' });
    const minus = within(dialog).getByRole('button', { name: 'Decrease Social Media Content' });

    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveValue('2');
    expect(within(dialog).getByRole('checkbox', { name: 'Social Media Content' })).toBeChecked();
    await user.click(minus);
    await user.click(minus);
    await user.click(minus);
    expect(quantity).toHaveValue('0');

    await user.type(quantity, '7');
    // Typed after the shown 0, as a number input would take it: the quantity is 7.
    expect(quantity).toHaveValue('07');
    expect(totalsCell(dialog, 'Subtotal')).toHaveTextContent('460,000.00 USD');

    fireEvent.change(quantity, { target: { value: 'abc' } });
    // What was typed stays while the field has focus; the stored quantity is 0 at once.
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue('0');
    expect(totalsCell(dialog, 'Subtotal')).toHaveTextContent('390,000.00 USD');
  });

  it('takes a quantity and a percent typed in Myanmar digits as the same numbers, and steps with the arrows', async () => {
    const typed = async (digits: { quantity: string; percent: string }) => {
      const { user, dialog, unmount } = await openCalculator();
      const quantity = within(dialog).getByRole('spinbutton', {
        name: 'Quantity of Social Media Content',
      });
      await user.clear(quantity);
      await user.type(quantity, digits.quantity);
      const percent = within(dialog).getByRole('spinbutton', { name: 'Discount (%)' });
      await user.clear(percent);
      await user.type(percent, digits.percent);
      await user.tab();
      const totals = {
        quantity: quantity.getAttribute('aria-valuenow'),
        percent: percent.getAttribute('aria-valuenow'),
        subtotal: totalsCell(dialog, 'Subtotal').textContent,
        discount: totalsCell(dialog, 'Discount').textContent,
        total: totalsCell(dialog, 'Total').textContent,
      };
      return { user, dialog, quantity, percent, totals, unmount };
    };
    const latin = await typed({ quantity: '3', percent: '10' });
    latin.unmount();
    const myanmar = await typed({ quantity: '၃', percent: '၁၀' });
    expect(myanmar.totals).toEqual(latin.totals);
    expect(myanmar.totals.quantity).toBe('3');
    expect(myanmar.totals.percent).toBe('10');
    // 390,000 for the package and three posts at 10,000 each.
    expect(myanmar.totals.subtotal).toContain('420,000.00 USD');
    expect(myanmar.quantity).toHaveAttribute('type', 'text');
    expect(myanmar.quantity).toHaveAttribute('inputmode', 'numeric');
    expect(myanmar.percent).toHaveAttribute('inputmode', 'decimal');

    myanmar.quantity.focus();
    await myanmar.user.keyboard('{ArrowUp}');
    expect(myanmar.quantity).toHaveValue('4');
    expect(totalsCell(myanmar.dialog, 'Subtotal')).toHaveTextContent('430,000.00 USD');
    await myanmar.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(myanmar.quantity).toHaveValue('0');
    myanmar.percent.focus();
    await myanmar.user.keyboard('{ArrowUp}');
    expect(myanmar.percent).toHaveValue('11');
  });

  it('turns the discount off, which disables the percent and takes no discount', async () => {
    const { user, dialog } = await openCalculator();
    const percent = within(dialog).getByLabelText('Discount (%)');
    await user.clear(percent);
    await user.type(percent, '10');
    expect(totalsCell(dialog, 'Discount')).toHaveTextContent('39,000.00 USD');
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('370,500.00 USD');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Partnership Discount' }));

    expect(percent).toBeDisabled();
    expect(totalsCell(dialog, 'Discount')).toHaveTextContent('0.00 USD');
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('409,500.00 USD');
  });

  it('changes no number with the currency or the payment plan, only the label', async () => {
    const { user, dialog } = await openCalculator();
    await user.click(within(dialog).getByRole('radio', { name: 'Standard' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('310,000.00 USD');

    await user.click(within(dialog).getByRole('radio', { name: 'Local Currency' }));
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('310,000 MMK');
    expect(within(dialog).getByText('Amounts in Local Currency')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Twelve-Monthly' }));
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('310,000 MMK');
    expect(totalsCell(dialog, 'Payment Plan')).toHaveTextContent('Twelve-Monthly');
  });

  it('closes on Escape, returns focus to the button and keeps the choices for next time', async () => {
    const { user, button, dialog } = await openCalculator();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('radio', { name: 'Basic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase Branches' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Price Calculator' });
    await within(again).findByRole('checkbox', { name: 'Select All' });
    expect(within(again).getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(within(again).getByRole('spinbutton', { name: 'Quantity of Branches' })).toHaveValue(
      '1',
    );
  });

  it('closes with the close icon, with Confirm and on a click outside', async () => {
    const { user, button, dialog } = await openCalculator();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    const second = await screen.findByRole('dialog', { name: 'Price Calculator' });
    await user.click(await within(second).findByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    const third = await screen.findByRole('dialog', { name: 'Price Calculator' });
    await within(third).findByRole('button', { name: 'Confirm' });
    await user.click(third.parentElement as HTMLElement); // the overlay around the dialog
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the popup', async () => {
    const { user, dialog } = await openCalculator();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it("says 'No addons available' when there are none", async () => {
    server.use(http.get(apiUrl(apiPaths.calculatorAddons), () => HttpResponse.json([])));
    const { user } = await renderLauncher();
    await user.click(screen.getByRole('button', { name: 'Price Calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price Calculator' });
    expect(await within(dialog).findByText('No addons available')).toBeInTheDocument();
    expect(totalsCell(dialog, 'Total')).toHaveTextContent('390,000.00 USD');
  });
});

describe('where the floating button is', () => {
  it.each([
    ['/', true],
    ['/price', true],
    ['/price/', true],
    ['/login', false],
    ['/customer', false],
    ['/additionalFeatures/Orders', false],
  ])('%s: %s', async (route, shown) => {
    expect(showsCalculator(route)).toBe(shown);
    await renderWithProviders(<Layout />, { route });
    expect(Boolean(screen.queryByRole('button', { name: 'Price Calculator' }))).toBe(shown);
  });
});
