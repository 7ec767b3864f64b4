import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is named by its label and reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Select All" checked={false} onChange={onChange} />);
    await user.click(screen.getByText('Select All'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
  });

  it('marks an error and names what describes it', () => {
    render(
      <>
        <Checkbox
          label="I accept the terms"
          checked={false}
          onChange={jest.fn()}
          invalid
          describedBy="terms-error"
        />
        <p id="terms-error">Please accept the terms before continuing</p>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please accept the terms before continuing');
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Seventh add-on" checked={false} onChange={onChange} disabled />);
    await user.click(screen.getByRole('checkbox', { name: 'Seventh add-on' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
