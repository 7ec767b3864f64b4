import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAddonTypes, samplePlans, server } from '../../test/server';
import { featureTiles } from './messages';
import { PricePage } from './PricePage';
import { card, costLines, merchant, renderPricePage, sectionsShown } from './testSetup';
import { formatMmk, monthlyPrice } from './pricing';

/** The plans as an older record may hold them: Premium without its limits (shown N/A). */
function premiumWithoutLimits() {
  const plans = samplePlans.map((plan) =>
    plan.name === 'Premium'
      ? { ...plan, max_branches: null, max_users: null, max_posts_per_month: null }
      : plan,
  );
  server.use(http.get(apiUrl(apiPaths.getPlansPublic), () => HttpResponse.json(plans)));
}

const region = (name: string) => screen.getByRole('region', { name });

/** The value beside a term of a description list inside `container`. */
function valueOf(container: HTMLElement, term: string): string {
  const dt = within(container)
    .getAllByRole('term')
    .find((t) => t.textContent === term);
  if (!dt) throw new Error(`No term ${term}`);
  return dt.nextElementSibling?.textContent ?? '';
}

/**
 * The Total Cost panel's lines, read from the screen, checked to add up: base price + add-ons −
 * feature discount = subtotal; subtotal − discount + tax = total. Returns the amounts by label.
 */
function linesAddUp(panel: HTMLElement) {
  const shown = costLines(panel);
  const amount = (label: string) => shown.find((line) => line.label === label)?.amount ?? 0;
  const addons = shown.filter((line) => line.label.includes(' × '));
  const sum = (lines: typeof shown) => lines.reduce((total, line) => total + line.amount, 0);
  expect(amount('Base Price') + sum(addons) + amount('Feature discount (1%)')).toBe(
    amount('Subtotal'),
  );
  expect(amount('Subtotal') + amount('Discount') + amount('Tax (2%)')).toBe(amount('Total'));
  return shown;
}

/** A response the test lets go when it is ready to. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
}

describe('/price: hero and sticky section header', () => {
  it('shows the hero with a button to the features and the page heading', async () => {
    await renderPricePage();
    expect(screen.getByText(/designing with simplicity/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Features' })).toHaveAttribute(
      'href',
      '/price#features',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your Plan' })).toBeInTheDocument();
    for (const id of ['plans', 'features', 'calculators', 'partner']) {
      expect(document.getElementById(id)).toBeInstanceOf(HTMLElement);
    }
  });

  it('scrolls to a section and marks it; smoothly, or at once under reduced motion', async () => {
    const scrollIntoView = jest
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => undefined);
    const { user } = await renderPricePage();
    const nav = screen.getByRole('navigation', { name: 'Plans page sections' });
    const button = (name: string) => within(nav).getByRole('button', { name });
    expect(button('Plans')).toHaveAttribute('aria-current', 'true');

    await user.click(button('Features'));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('features'));
    expect(button('Features')).toHaveAttribute('aria-current', 'true');
    expect(button('Plans')).not.toHaveAttribute('aria-current');

    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
    })) as typeof window.matchMedia;
    await user.click(button('Cost'));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('calculators'));
    expect(button('Cost')).toHaveAttribute('aria-current', 'true');
    window.matchMedia = matchMedia;
    scrollIntoView.mockRestore();
  });

  it('is restyled after 50 px of scroll and follows the section in view', async () => {
    await renderPricePage();
    const nav = screen.getByRole('navigation', { name: 'Plans page sections' });
    const tops: Record<string, number> = { plans: 300, features: 1200, calculators: 2400 };
    for (const id of Object.keys(tops)) {
      jest
        .spyOn(document.getElementById(id)!, 'getBoundingClientRect')
        .mockImplementation(() => ({ top: tops[id], height: 900 }) as DOMRect);
    }
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      for (const id of Object.keys(tops)) tops[id] = (tops[id] ?? 0) - y;
      fireEvent.scroll(window);
    };
    expect(nav).toHaveAttribute('data-scrolled', 'false');
    scrollTo(50);
    expect(nav).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(nav).toHaveAttribute('data-scrolled', 'true');
    expect(nav).toHaveClass('section-nav--scrolled');
    scrollTo(1150); // features' top is now above the header's line
    expect(within(nav).getByRole('button', { name: 'Features' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('/price: Choose your Plan', () => {
  it("shows 'Loading plans...' until both lists are in", async () => {
    const gate = held();
    server.use(
      http.get(apiUrl(apiPaths.getPlansPublic), async () => {
        await gate.gate;
        return HttpResponse.json(samplePlans);
      }),
    );
    await renderWithProviders(<PricePage />, { route: '/price', path: '/price' });
    expect(screen.getByText('Loading plans...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('radio', { name: 'basic' })).not.toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('radio', { name: 'basic' })).toBeChecked();
    expect(screen.queryByText('Loading plans...')).not.toBeInTheDocument();
  });

  it("shows 'Error loading plans: ' and the message, and empties the add-ons", async () => {
    server.use(
      http.get(apiUrl(apiPaths.getPlansPublic), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    await renderWithProviders(<PricePage />, { route: '/price', path: '/price' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading plans: Database unavailable',
    );
    await sectionsShown();
    expect(within(region('Addons')).getByText('No addons available')).toBeInTheDocument();
    expect(within(region('Addons')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(valueOf(region('Plan Selection'), 'Plan')).toBe('N/A');
  });

  it('toggles the duration, 6-months by default, and prices each card per month', async () => {
    const { user, store } = await renderPricePage();
    const durations = ['3-months', '6-months', '12-months'].map((name) =>
      screen.getByRole('radio', { name }),
    );
    expect(durations.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
    ]);
    const [, standard] = samplePlans;
    expect(within(card('Standard')).getByText(formatMmk(monthlyPrice(standard!, 6)))).toBeVisible();
    expect(card('Standard')).toHaveTextContent('56,667 MMK per month + 2% tax');

    await user.click(durations[2]!);
    expect(durations[2]).toBeChecked();
    expect(store.getState().planSelection?.durationIndex).toBe(2);
    expect(card('Standard')).toHaveTextContent('53,333 MMK per month + 2% tax');
    expect(card('basic')).toHaveTextContent('26,667 MMK per month');

    await user.click(durations[0]!);
    expect(card('Premium')).toHaveTextContent('100,000 MMK per month');
  });

  it("lists each plan's limits and flags; Premium adds Membership and All Features", async () => {
    premiumWithoutLimits();
    await renderPricePage();
    expect(valueOf(card('basic'), 'Max Branches')).toBe('1');
    expect(valueOf(card('basic'), 'Max Users')).toBe('2');
    expect(valueOf(card('basic'), 'Max Posts per Month')).toBe('10');
    expect(valueOf(card('basic'), 'Stamp Card')).toBe('Yes');
    expect(valueOf(card('basic'), 'Point Collection')).toBe('No');
    expect(within(card('basic')).queryByText('Membership')).not.toBeInTheDocument();
    expect(within(card('Standard')).queryByText('All Features')).not.toBeInTheDocument();

    expect(valueOf(card('Premium'), 'Max Branches')).toBe('N/A');
    expect(valueOf(card('Premium'), 'Max Users')).toBe('N/A');
    expect(valueOf(card('Premium'), 'Membership')).toBe('Yes');
    expect(valueOf(card('Premium'), 'All Features')).toBe('Yes');
  });

  it('selects basic by default and another plan on click', async () => {
    const { user, store } = await renderPricePage();
    expect(screen.getByRole('radio', { name: 'basic' })).toBeChecked();
    expect(store.getState().planSelection?.planKey).toBe('basic');

    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'basic' })).not.toBeChecked();
    expect(store.getState().planSelection).toMatchObject({ planIndex: 1, planKey: 'standard' });
    expect(valueOf(region('Plan Selection'), 'Plan')).toBe('Standard');
  });
});

describe('/price: Additional Features', () => {
  it('shows the six tiles with their titles, descriptions, prices and links', async () => {
    await renderPricePage();
    const features = region('Additional Features');
    const tiles = within(features).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Social Media Content',
      'Order/Reservations',
      'Branches',
      'Advertisement Banner',
      'Stamp & Card Designs',
      'Advanced Analytics',
    ]);
    const prices = [
      '10,000 MMK per plan',
      '15,000 MMK per plan',
      '5,000 MMK per branch per plan',
      '20,000 MMK per 30-day banner',
      '8,000 MMK per design',
      '12,000 MMK per plan',
    ];
    expect(tiles.map((tile) => within(tile).getByText(/ MMK per /).textContent)).toEqual(prices);
    expect(featureTiles.map((tile) => tile.price)).toEqual(prices);
    expect(tiles.map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual([
      '/additionalFeatures/SocialMedia',
      '/additionalFeatures/Orders',
      '/additionalFeatures/Branches',
      '/additionalFeatures/Advertisement',
      '/additionalFeatures/Designs',
      '/additionalFeatures/Analytics',
    ]);
    for (const [n, tile] of tiles.entries()) {
      expect(tile).toHaveTextContent(featureTiles[n]!.description);
    }
  });

  it('says add-ons are charged once with the plan, the same way on the tiles and in the calculator', async () => {
    await renderPricePage();
    const features = region('Additional Features');
    expect(
      within(features).getByText('Add what your shop needs on top of any plan.'),
    ).toBeVisible();
    expect(
      within(features).getByText(
        'Add-ons are charged once with your plan, whatever its length: 3, 6 or 12 months.',
      ),
    ).toBeVisible();
    expect(features).not.toHaveTextContent(/month period|\/month/);
    // Each add-on of the calculator is described as its tile describes it.
    const rows = within(region('Addons')).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const name = within(row).getByRole('checkbox').closest('label')?.textContent ?? '';
      const tile = within(features)
        .getAllByRole('listitem')
        .find((item) => within(item).getByRole('heading').textContent === name);
      expect(within(row).getByText(/ MMK per /).textContent).toBe(
        within(tile!).getByText(/ MMK per /).textContent,
      );
    }
  });

  it('bounds a quantity at 99 and says so', async () => {
    const { user } = await renderPricePage({
      planSelection: { addons: [{ name: 'Order/Reservations', quantity: 98 }] },
    });
    const features = region('Additional Features');
    const quantity = within(features).getByRole('spinbutton', {
      name: 'Quantity of Order/Reservations',
    });
    expect(quantity).toHaveAttribute('aria-valuemax', '99');
    const group = within(features).getByRole('group', { name: 'Quantity of Order/Reservations' });
    expect(group).toHaveAccessibleDescription('At most 99 per order');
    const increase = within(features).getByRole('button', {
      name: 'Increase Quantity of Order/Reservations',
    });
    await user.click(increase);
    expect(quantity).toHaveValue('99');
    expect(increase).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '500000');
    await user.tab();
    expect(quantity).toHaveValue('99');
    const total = region('Total Cost');
    // 99 x 15,000 = 1,485,000, not 7,500,000,000.
    expect(
      within(total)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Order/Reservations 99 × 15,000 MMK 1,485,000 MMK']);
    // basic 6 months 170,000 + 1,485,000 − 14,850 = 1,640,150; tax 32,803; total 1,672,953.
    expect(valueOf(total, 'Feature discount (1%)')).toBe('−14,850 MMK');
    expect(valueOf(total, 'Subtotal')).toBe('1,640,150 MMK');
    expect(valueOf(total, 'Total')).toBe('1,672,953 MMK');
    linesAddUp(total);
  });

  it('adds an add-on at quantity 1, steps it (never below 1), shares it with the calculator', async () => {
    const { user } = await renderPricePage();
    const features = region('Additional Features');
    const addons = region('Addons');
    await user.click(within(features).getByRole('button', { name: 'Add Branches' }));

    const quantity = within(features).getByRole('spinbutton', { name: 'Quantity of Branches' });
    expect(quantity).toHaveValue('1');
    const decrease = within(features).getByRole('button', {
      name: 'Decrease Quantity of Branches',
    });
    expect(decrease).toBeDisabled();
    expect(within(addons).getByRole('checkbox', { name: 'Branches' })).toBeChecked();

    for (let n = 0; n < 3; n += 1) {
      await user.click(
        within(features).getByRole('button', { name: 'Increase Quantity of Branches' }),
      );
    }
    expect(quantity).toHaveValue('4');
    expect(within(addons).getByRole('spinbutton', { name: 'Quantity of Branches' })).toHaveValue(
      '4',
    );

    await user.click(decrease);
    expect(quantity).toHaveValue('3');

    // The calculator's stepper moves the same quantity.
    await user.click(within(addons).getByRole('button', { name: 'Increase Quantity of Branches' }));
    expect(quantity).toHaveValue('4');

    await user.click(within(features).getByRole('button', { name: 'Remove Branches' }));
    expect(within(features).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(addons).getByRole('checkbox', { name: 'Branches' })).not.toBeChecked();
  });

  it('takes a typed quantity, and shows the stored one again when left', async () => {
    const { user } = await renderPricePage({
      planSelection: { addons: [{ name: 'Branches', quantity: 2 }] },
    });
    const features = region('Additional Features');
    const quantity = within(features).getByRole('spinbutton', { name: 'Quantity of Branches' });
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(quantity).toHaveValue('12');
    expect(
      within(region('Addons')).getByRole('spinbutton', { name: 'Quantity of Branches' }),
    ).toHaveValue('12');
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue('12');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue('1');
  });
});

describe('/price: numbers typed in Myanmar digits', () => {
  it('takes a quantity and a discount typed in Myanmar digits as the same numbers', async () => {
    const typed = async (digits: { quantity: string; percent: string }) => {
      const { user, unmount } = await renderPricePage({
        planSelection: { addons: [{ name: 'Branches', quantity: 2 }] },
      });
      const quantity = within(region('Additional Features')).getByRole('spinbutton', {
        name: 'Quantity of Branches',
      });
      await user.clear(quantity);
      await user.type(quantity, digits.quantity);
      const percent = screen.getByRole('spinbutton', { name: 'Member Discount (%)' });
      await user.clear(percent);
      await user.type(percent, digits.percent);
      await user.tab();
      const total = region('Total Cost');
      const shown = {
        quantity: quantity.getAttribute('aria-valuenow'),
        lines: within(total)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
        discount: valueOf(total, 'Discount'),
        total: valueOf(total, 'Total'),
      };
      return { user, quantity, shown, unmount };
    };
    const latin = await typed({ quantity: '3', percent: '10' });
    latin.unmount();
    const myanmar = await typed({ quantity: '၃', percent: '၁၀' });
    expect(myanmar.shown).toEqual(latin.shown);
    expect(myanmar.shown.quantity).toBe('3');
    expect(myanmar.shown.lines).toEqual(['Branches 3 × 5,000 MMK 15,000 MMK']);
    expect(myanmar.quantity).toHaveValue('3');
    expect(myanmar.quantity).toHaveAttribute('type', 'text');
    expect(myanmar.quantity).toHaveAttribute('aria-valuemin', '1');
  });

  it('steps a quantity with ArrowUp and ArrowDown, never below its minimum', async () => {
    const { user } = await renderPricePage({
      planSelection: { addons: [{ name: 'Branches', quantity: 2 }] },
    });
    const quantity = within(region('Additional Features')).getByRole('spinbutton', {
      name: 'Quantity of Branches',
    });
    quantity.focus();
    await user.keyboard('{ArrowUp}');
    expect(quantity).toHaveValue('3');
    expect(
      within(region('Addons')).getByRole('spinbutton', { name: 'Quantity of Branches' }),
    ).toHaveValue('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(quantity).toHaveValue('1');
  });
});

describe('/price: Price Calculator', () => {
  it('shows the selected plan with its duration and limits', async () => {
    premiumWithoutLimits();
    const { user } = await renderPricePage();
    const panel = region('Plan Selection');
    expect(valueOf(panel, 'Plan')).toBe('basic');
    expect(valueOf(panel, 'Duration')).toBe('6 months');
    expect(valueOf(panel, 'Max Branches')).toBe('1');
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('radio', { name: '12-months' }));
    expect(valueOf(panel, 'Plan')).toBe('Premium');
    expect(valueOf(panel, 'Duration')).toBe('12 months');
    expect(valueOf(panel, 'Max Branches')).toBe('N/A');
    expect(valueOf(panel, 'Max Posts per Month')).toBe('N/A');
  });

  it('lists the add-on types as checkboxes with a stepper once ticked', async () => {
    const { user } = await renderPricePage();
    const panel = region('Addons');
    const boxes = within(panel).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(
      sampleAddonTypes.map((t) => t.name),
    );
    expect(within(panel).queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'Advanced Analytics' }));
    expect(
      within(panel).getByRole('spinbutton', { name: 'Quantity of Advanced Analytics' }),
    ).toHaveValue('1');
    expect(
      within(region('Additional Features')).getByRole('button', {
        name: 'Remove Advanced Analytics',
      }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'Advanced Analytics' }));
    expect(within(panel).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('works out the total: Standard, 12 months, two add-ons, 10% off', async () => {
    const { user } = await renderPricePage({
      planSelection: {
        addons: [
          { name: 'Social Media Content', quantity: 1 },
          { name: 'Order/Reservations', quantity: 2 },
        ],
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.click(screen.getByRole('radio', { name: '12-months' }));
    const percent = screen.getByRole('spinbutton', { name: 'Member Discount (%)' });
    await user.clear(percent);
    await user.type(percent, '10');

    const total = region('Total Cost');
    // 640,000 + 40,000 − 400 (1% of the add-ons) = 679,600; 10% off 67,960; taxable 611,640;
    // tax 2% 12,232.8 → 12,233; total 623,873.
    expect(valueOf(total, 'Plan')).toBe('Standard');
    expect(valueOf(total, 'Base Price')).toBe('640,000 MMK');
    const lines = within(total)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Social Media Content 1 × 10,000 MMK 10,000 MMK',
      'Order/Reservations 2 × 15,000 MMK 30,000 MMK',
    ]);
    expect(valueOf(total, 'Feature discount (1%)')).toBe('−400 MMK');
    expect(valueOf(total, 'Subtotal')).toBe('679,600 MMK');
    expect(valueOf(total, 'Discount')).toBe('−67,960 MMK');
    expect(valueOf(total, 'Tax (2%)')).toBe('12,233 MMK');
    expect(valueOf(total, 'Total')).toBe('623,873 MMK');
    expect(linesAddUp(total).map((line) => line.amount)).toEqual([
      640000, 10000, 30000, -400, 679600, -67960, 12233, 623873,
    ]);
    expect(within(total).getByRole('button', { name: 'Process Payment' })).toBeEnabled();
  });

  it('shows the feature discount as its own line: Standard 12 months with Order/Reservations', async () => {
    const { user } = await renderPricePage({
      planSelection: { addons: [{ name: 'Order/Reservations', quantity: 1 }] },
    });
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.click(screen.getByRole('radio', { name: '12-months' }));
    const total = region('Total Cost');
    // 640,000 + 15,000 − 150 = 654,850; tax 13,097; total 667,947; no partner discount line.
    expect(
      within(total)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual([
      'Plan',
      'Base Price',
      'Selected Features',
      'Feature discount (1%)',
      'Subtotal',
      'Tax (2%)',
      'Total',
    ]);
    expect(linesAddUp(total)).toEqual([
      { label: 'Base Price', amount: 640000 },
      { label: 'Order/Reservations 1 × 15,000 MMK', amount: 15000 },
      { label: 'Feature discount (1%)', amount: -150 },
      { label: 'Subtotal', amount: 654850 },
      { label: 'Tax (2%)', amount: 13097 },
      { label: 'Total', amount: 667947 },
    ]);
  });

  it('takes an amount discount off as its own line', async () => {
    const { user } = await renderPricePage({
      planSelection: { addons: [{ name: 'Branches', quantity: 2 }] },
    });
    const amount = screen.getByRole('spinbutton', { name: 'Discount Amount (MMK)' });
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.tab();
    const total = region('Total Cost');
    // basic 6 months 170,000 + 10,000 − 100 = 179,900; − 5,000 = 174,900; tax 3,498; 178,398.
    expect(linesAddUp(total).map((line) => line.amount)).toEqual([
      170000, 10000, -100, 179900, -5000, 3498, 178398,
    ]);
    expect(valueOf(total, 'Discount')).toBe('−5,000 MMK');
  });

  it("shows 'None' for the features and no discount when nothing is chosen", async () => {
    await renderPricePage();
    const total = region('Total Cost');
    expect(valueOf(total, 'Selected Features')).toBe('None');
    expect(() => valueOf(total, 'Discount')).toThrow();
    expect(() => valueOf(total, 'Feature discount (1%)')).toThrow();
    expect(valueOf(total, 'Base Price')).toBe('170,000 MMK');
    expect(valueOf(total, 'Subtotal')).toBe('170,000 MMK');
    expect(valueOf(total, 'Tax (2%)')).toBe('3,400 MMK');
    expect(valueOf(total, 'Total')).toBe('173,400 MMK');
    linesAddUp(total);
  });
});

describe('/price: partner block', () => {
  it('opens and closes the rest of the intro', async () => {
    const { user } = await renderPricePage();
    const partner = region('Partner with us');
    const toggle = within(partner).getByRole('button', { name: 'See more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show less');
    await user.click(toggle);
    expect(toggle).toHaveTextContent('See more');
  });

  it('steps the percentage 0-20 by 1 and the amount by 1,000, one resetting the other', async () => {
    const { user } = await renderPricePage();
    const partner = region('Partner with us');
    const percent = within(partner).getByRole('spinbutton', { name: 'Member Discount (%)' });
    const amount = within(partner).getByRole('spinbutton', { name: 'Discount Amount (MMK)' });
    const press = (name: string) => user.click(within(partner).getByRole('button', { name }));
    expect(percent).toHaveValue('0');
    expect(
      within(partner).getByRole('button', { name: 'Decrease Member Discount (%)' }),
    ).toBeDisabled();

    await press('Increase Member Discount (%)');
    await press('Increase Member Discount (%)');
    expect(percent).toHaveValue('2');

    await press('Increase Discount Amount (MMK)');
    expect(amount).toHaveValue('1000');
    expect(percent).toHaveValue('0');

    await press('Increase Member Discount (%)');
    expect(percent).toHaveValue('1');
    expect(amount).toHaveValue('0');

    await user.clear(percent);
    await user.type(percent, '35');
    await user.tab();
    expect(percent).toHaveValue('20');
    expect(
      within(partner).getByRole('button', { name: 'Increase Member Discount (%)' }),
    ).toBeDisabled();
  });

  it('says the discount is an estimate, charged only with a partner code at billing', async () => {
    await renderPricePage();
    const partner = region('Partner with us');
    const estimate =
      'The discount here is an estimate: it is taken off only with a partner code, entered on the billing page.';
    expect(partner).toHaveTextContent(estimate);
    expect(
      within(partner).getByRole('group', { name: 'Partner with us' }),
    ).toHaveAccessibleDescription(estimate);
  });

  it('bounds the amount at 10,000,000 MMK and says so', async () => {
    const { user } = await renderPricePage();
    const partner = region('Partner with us');
    const amount = within(partner).getByRole('spinbutton', { name: 'Discount Amount (MMK)' });
    expect(partner).toHaveTextContent('At most 10,000,000 MMK');
    await user.clear(amount);
    await user.type(amount, '50000000');
    await user.tab();
    expect(amount).toHaveValue('10000000');
    expect(
      within(partner).getByRole('button', { name: 'Increase Discount Amount (MMK)' }),
    ).toBeDisabled();
  });

  it('Back goes back in history', async () => {
    const { user, router } = await renderWithProviders(<PricePage />, {
      route: '/',
      path: '/price',
    });
    await act(() => router.navigate('/price'));
    await screen.findByRole('radio', { name: 'basic' });
    await sectionsShown();
    await user.click(within(region('Partner with us')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/price: checking out', () => {
  it('asks for the terms inline and in a modal; OK closes it and scrolls to the partner block', async () => {
    const scrollIntoView = jest
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => undefined);
    const { user, router } = await renderPricePage({ preloadedState: { session: merchant } });
    const partner = region('Partner with us');
    await user.click(within(partner).getByRole('button', { name: 'Continue' }));

    const modal = await screen.findByRole('alertdialog', { name: 'Terms Not Accepted' });
    expect(modal).toHaveAccessibleDescription(
      'Please accept the Terms and Conditions before proceeding with your payment',
    );
    expect(
      within(partner).getByText('Please accept the terms before continuing'),
    ).toBeInTheDocument();
    const ok = within(modal).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();

    await user.click(ok);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const terms = within(partner).getByRole('checkbox', { name: 'Accept Terms and Conditions' });
    // The terms box in view, its checkbox focused, Continue beside it.
    await waitFor(() => expect(terms).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(terms.closest('#partner-terms'));
    expect(
      within(partner).getByText('Please accept the terms before continuing'),
    ).toBeInTheDocument();

    expect(terms).toBeInvalid();
    await user.click(terms);
    expect(
      within(partner).queryByText('Please accept the terms before continuing'),
    ).not.toBeInTheDocument();
    expect(terms).toBeValid();
    expect(router.state.location.pathname).toBe('/price');
    scrollIntoView.mockRestore();
  });

  it('Process Payment asks for the terms too, then takes the merchant to the terms box and Continue', async () => {
    const scrollIntoView = jest
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => undefined);
    const { user, router } = await renderPricePage({ preloadedState: { session: merchant } });
    await user.click(within(region('Total Cost')).getByRole('button', { name: 'Process Payment' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Terms Not Accepted' });
    await user.click(within(modal).getByRole('button', { name: 'OK' }));

    const partner = region('Partner with us');
    const terms = within(partner).getByRole('checkbox', { name: 'Accept Terms and Conditions' });
    await waitFor(() => expect(terms).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(terms.closest('#partner-terms'));
    await user.keyboard(' ');
    expect(terms).toBeChecked();
    await user.click(within(partner).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    scrollIntoView.mockRestore();
  });

  it('links the terms to the terms page, in a new tab so that the choices stay', async () => {
    await renderPricePage();
    const link = within(region('Partner with us')).getByRole('link', {
      name: 'Read the Terms and Conditions',
    });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends a visitor to /register with the alert', async () => {
    const { user, router } = await renderPricePage();
    const partner = region('Partner with us');
    await user.click(
      within(partner).getByRole('checkbox', { name: 'Accept Terms and Conditions' }),
    );
    await user.click(within(partner).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Please register or login to complete your payment',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('orders the chosen plan and add-ons for a merchant and goes to /billing', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST')
        bodies.push([new URL(request.url).pathname, await request.clone().json()]);
    });
    const { user, router } = await renderPricePage({ preloadedState: { session: merchant } });
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('radio', { name: '3-months' }));
    await user.click(
      within(region('Additional Features')).getByRole('button', { name: 'Add Branches' }),
    );
    await user.click(
      within(region('Additional Features')).getByRole('button', {
        name: 'Increase Quantity of Branches',
      }),
    );
    const partner = region('Partner with us');
    await user.click(
      within(partner).getByRole('checkbox', { name: 'Accept Terms and Conditions' }),
    );
    await user.click(within(partner).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    server.events.removeAllListeners();
    expect(bodies).toEqual([
      ['/api/merchant/addPlan/3', { plan_id: 3, duration_month: 3 }],
      ['/api/merchant/addAddon/3', { addon_type_id: 3, quantity: 2, remark: 'Added Branches' }],
    ]);
  });

  it('keeps the selection when the merchant visits a feature page and comes back', async () => {
    const { user, router, store } = await renderPricePage();
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.click(
      within(region('Additional Features')).getByRole('button', { name: 'Add Advanced Analytics' }),
    );
    await user.click(
      within(region('Additional Features')).getByRole('link', { name: 'Advanced Analytics' }),
    );
    expect(router.state.location.pathname).toBe('/additionalFeatures/Analytics');
    expect(screen.queryByRole('radio', { name: 'Standard' })).not.toBeInTheDocument();

    await act(() => router.navigate('/price'));
    expect(await screen.findByRole('radio', { name: 'Standard' })).toBeChecked();
    await sectionsShown();
    expect(
      within(region('Addons')).getByRole('checkbox', { name: 'Advanced Analytics' }),
    ).toBeChecked();
    expect(store.getState().planSelection?.addons).toEqual([
      { name: 'Advanced Analytics', quantity: 1 },
    ]);
  });
});
