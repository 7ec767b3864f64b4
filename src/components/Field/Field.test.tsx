import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, SelectField } from './Field';

describe('Field and SelectField', () => {
  it('label their control visibly and announce hint and error with it', async () => {
    render(<Field label="Email Address" type="email" hint="We never share it." error="Required" />);
    const input = screen.getByLabelText('Email Address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it. Required');
    expect(input).toBeInvalid();
    await userEvent.type(input, 'aye@example.com');
    expect(input).toHaveValue('aye@example.com');
  });

  it('offer a placeholder choice and the options of a select', async () => {
    render(
      <SelectField
        label="Select District"
        placeholder="Select District"
        options={[
          { value: '1', label: 'Yangon (East)' },
          { value: '2', label: 'Yangon (West)' },
        ]}
        defaultValue=""
      />,
    );
    const select = screen.getByLabelText('Select District');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select District',
      'Yangon (East)',
      'Yangon (West)',
    ]);
    expect(select).not.toBeInvalid();
    await userEvent.selectOptions(select, 'Yangon (West)');
    expect(select).toHaveValue('2');
  });
});
