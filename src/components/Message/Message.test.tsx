import { render, screen } from '@testing-library/react';
import { Announcement, Message } from './Message';

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

  it('keeps a screen-specific class beside its own', () => {
    render(<Message tone="success" className="otp-status" />);
    expect(screen.getByRole('status')).toHaveClass(
      'form-message',
      'form-message--success',
      'otp-status',
    );
  });
});

describe('Announcement', () => {
  it('is a polite status for screen readers only, the same region before and after it speaks', () => {
    const { rerender } = render(<Announcement />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveClass('visually-hidden');
    rerender(<Announcement>Processing...</Announcement>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Processing...');
  });
});
