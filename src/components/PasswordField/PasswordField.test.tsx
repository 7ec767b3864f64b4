import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'golden-rock');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('golden-rock');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ties its hint and its error to the input', () => {
    render(
      <PasswordField
        label="Password"
        showLabel="Show password"
        hideLabel="Hide password"
        hint="At least 8 characters."
        error="Too short"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Too short');
    expect(input).toBeInvalid();
  });
});
