import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/catalogues/en.json';
import { FaqView } from './FaqView';

// The English questions and answers the landing page shows, from its catalogue.
const faqs = Object.values(en.home.faqs);
const question = (name: string) => screen.getByRole('button', { name });
const [first, second] = faqs as [(typeof faqs)[0], (typeof faqs)[0]];

describe('the FAQ accordion', () => {
  it('has five questions, each a closed button controlling a hidden region', () => {
    render(<FaqView items={faqs} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(5);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(region).not.toBeVisible();
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(buttons.map((b) => b.textContent)).toEqual(faqs.map((f) => f.question));
  });

  it('opens an item while the mouse is over it and closes it when the mouse leaves', async () => {
    const user = userEvent.setup();
    render(<FaqView items={faqs} />);
    await user.hover(question(first.question));
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first.question })).toHaveTextContent(first.answer);

    await user.unhover(question(first.question));
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: first.question })).not.toBeInTheDocument();
  });

  it('keeps an item open after a click, until it is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqView items={faqs} />);
    await user.click(question(second.question));
    expect(question(second.question)).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(question(second.question));
    expect(screen.getByRole('region', { name: second.question })).toBeVisible();

    await user.click(question(second.question));
    expect(question(second.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an item on keyboard focus, and Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    render(<FaqView items={faqs} />);
    await user.tab();
    expect(question(first.question)).toHaveFocus();
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first.question })).toHaveTextContent(first.answer);

    await user.keyboard('{Enter}');
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(question(second.question)).toHaveFocus();
    expect(question(second.question)).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens nothing on a touch before the tap, and a tap opens the item', async () => {
    const user = userEvent.setup();
    render(<FaqView items={faqs} />);
    await user.pointer({ keys: '[TouchA]', target: question(first.question) });
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'true');
  });
});
