import { render, screen } from '@testing-library/react';
import { Message } from './Message';

describe('Message', () => {
  it('is an alert for an error, read out at once', () => {
    render(
      <Message id="login-error" tone="error">
        <p>Invalid credentials</p>
      </Message>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid credentials');
    expect(alert).toHaveAttribute('id', 'login-error');
  });

  it.each(['success', 'status'] as const)(
    'is a polite status for %s, there while empty',
    (tone) => {
      const { rerender } = render(<Message tone={tone} />);
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      expect(status).toHaveAttribute('aria-live', 'polite');
      rerender(
        <Message tone={tone}>
          <p>Processing...</p>
        </Message>,
      );
      expect(screen.getByRole('status')).toBe(status);
      expect(status).toHaveTextContent('Processing...');
    },
  );
});
