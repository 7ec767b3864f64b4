import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

it('says what is loading in a polite status, its ring hidden from screen readers', () => {
  const { container } = render(<Spinner className="page-loading">Loading plans...</Spinner>);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading plans...');
  expect(status).toHaveClass('spinner', 'page-loading');
  expect(container.querySelector('.spinner__ring')).toHaveAttribute('aria-hidden', 'true');
});
