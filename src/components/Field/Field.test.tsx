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

  it('show a date field’s value in the reader’s words under it, and read it with the field', () => {
    render(
      <Field
        label="ရက်စွဲ"
        type="date"
        value="2026-11-28"
        readOnly
        shownValue="၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၈ ရက်"
        hint="ယနေ့မှ စ၍"
      />,
    );
    const input = screen.getByLabelText('ရက်စွဲ');
    expect(screen.getByText('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၈ ရက်')).toBeVisible();
    expect(input).toHaveAccessibleDescription('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၈ ရက် ယနေ့မှ စ၍');
  });

  it('add nothing when there is no value to show', () => {
    render(<Field label="Date" type="date" value="" readOnly />);
    expect(screen.getByLabelText('Date')).not.toHaveAttribute('aria-describedby');
  });
});
