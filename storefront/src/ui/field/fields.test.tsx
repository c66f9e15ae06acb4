import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { SelectField } from './select-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';

const wrapper = TestIntlProvider;

describe('TextField', () => {
  it('labels the input and describes it with the hint', () => {
    render(<TextField label="Email" hint="We send your receipt here" />, { wrapper });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send your receipt here');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with an error: aria-invalid and described by hint and error', () => {
    render(<TextField label="Email" hint="Hint" error="Enter a valid email" />, { wrapper });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Hint Enter a valid email');
  });

  it('marks an optional field in the label', () => {
    render(<TextField label="Company" optional />, { wrapper });
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toBeInTheDocument();
  });

  it('works with react-hook-form register (the ref reaches the input)', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ email: string }>();
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField
            label="Email"
            error={formState.errors.email?.message}
            {...register('email', { required: 'Email is required' })}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.co' }, expect.anything());
  });
});

describe('SelectField, TextArea, Checkbox', () => {
  it('SelectField lists options after a placeholder and reports errors', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="State"
        placeholder="Select a state"
        options={[
          { value: 'CA', label: 'California' },
          { value: 'NY', label: 'New York' },
        ]}
        error="Choose a state"
        onChange={(e) => onChange(e.target.value)}
      />,
      { wrapper },
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a state');
    await userEvent.selectOptions(select, 'NY');
    expect(onChange).toHaveBeenCalledWith('NY');
  });

  it('TextArea is labelled', () => {
    render(<TextArea label="Your question" hint="Up to 500 characters" />, { wrapper });
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAccessibleDescription(
      'Up to 500 characters',
    );
  });

  it('Checkbox toggles by its label', async () => {
    render(<Checkbox label="Sign me up for emails" />, { wrapper });
    const box = screen.getByRole('checkbox', { name: 'Sign me up for emails' });
    await userEvent.click(screen.getByText('Sign me up for emails'));
    expect(box).toBeChecked();
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'standard', label: 'Standard', description: '3-5 days' },
    { value: 'express', label: 'Express' },
    { value: 'pickup', label: 'Pickup', disabled: true },
  ];

  it('is a named group of radios; choosing one calls onChange', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        legend="Shipping method"
        name="ship"
        options={options}
        value="standard"
        onChange={onChange}
      />,
      {
        wrapper,
      },
    );
    expect(screen.getByRole('group', { name: 'Shipping method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pickup' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    expect(onChange).toHaveBeenCalledWith('express');
  });

  it('describes the group with its error', () => {
    render(<RadioGroup legend="Size" name="size" options={options} error="Choose a size" />, { wrapper });
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('Choose a size');
  });
});
