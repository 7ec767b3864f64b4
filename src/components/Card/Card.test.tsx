import { render, screen } from '@testing-library/react';
import { Card } from './Card';

it('is a box of the element asked for, with its props', () => {
  const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <Card as="form" className="login-form" aria-label="Login" onSubmit={submit}>
      <button type="submit">Send</button>
    </Card>,
  );
  const form = screen.getByRole('form', { name: 'Login' });
  expect(form.tagName).toBe('FORM');
  expect(form).toHaveClass('card', 'login-form');
  screen.getByRole('button', { name: 'Send' }).click();
  expect(submit).toHaveBeenCalledTimes(1);
});

it('is a div by default', () => {
  const { container } = render(<Card>Content</Card>);
  expect(container.firstElementChild?.tagName).toBe('DIV');
  expect(container.firstElementChild).toHaveClass('card');
});
