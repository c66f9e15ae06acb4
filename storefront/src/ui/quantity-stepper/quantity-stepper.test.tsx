import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { clampQuantity } from './clamp-quantity';
import { QuantityStepper } from './quantity-stepper';

function Controlled({
  initial = 1,
  max,
  onChange,
}: {
  initial?: number;
  max?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      productName="Nuptse Jacket"
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('names its controls with the product name', () => {
    render(<Controlled />, { wrapper: TestIntlProvider });
    expect(screen.getByRole('button', { name: 'Decrease quantity of Nuptse Jacket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Nuptse Jacket' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Nuptse Jacket' })).toHaveValue(1);
  });

  it('plain names without a product name', () => {
    render(<QuantityStepper value={2} onChange={() => {}} />, { wrapper: TestIntlProvider });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
  });

  it('steps up and down and disables at the bounds', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={1} max={2} onChange={onChange} />, { wrapper: TestIntlProvider });
    const decrease = screen.getByRole('button', { name: /Decrease/ });
    const increase = screen.getByRole('button', { name: /Increase/ });
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(increase).toBeDisabled();
    expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('commits a typed quantity on blur, clamped to the bounds', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={1} max={10} onChange={onChange} />, { wrapper: TestIntlProvider });
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(input).toHaveValue(10);
  });

  it('restores the value when the input is emptied, and commits on Enter', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={3} onChange={onChange} />, { wrapper: TestIntlProvider });
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue(3);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    expect(onChange).toHaveBeenCalledWith(4);
  });
});

describe('clampQuantity', () => {
  it('clamps and truncates', () => {
    expect(clampQuantity(0, 1, 5, 2)).toBe(1);
    expect(clampQuantity(9, 1, 5, 2)).toBe(5);
    expect(clampQuantity(3.7, 1, 5, 2)).toBe(3);
    expect(clampQuantity(Number.NaN, 1, 5, 2)).toBe(2);
  });
});
