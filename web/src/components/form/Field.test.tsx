import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NumberField, SelectField, TextAreaField, TextField } from './Field';

describe('shared form fields', () => {
  it('ties the label, the hint and the message to the input', () => {
    render(<TextField id="city" label="City" hint="Where it is delivered" error="Enter your city" />);
    const input = screen.getByLabelText('City');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('city-hint city-error');
    expect(document.getElementById('city-hint')?.textContent).toBe('Where it is delivered');
    expect(document.getElementById('city-error')?.textContent).toBe('Enter your city');
  });

  it('is neither invalid nor described when there is nothing to say', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.id).not.toBe('');
  });

  it('marks a required field with a * that is not read out, and makes the input required', () => {
    render(<TextField label="Full Name" required />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect((input as HTMLInputElement).required).toBe(true);
    expect(document.querySelector('.required-mark')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can leave the * out of a required field', () => {
    render(<TextAreaField label="Comments" required requiredMark={false} />);
    expect(document.querySelector('.required-mark')).toBeNull();
    expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).required).toBe(true);
  });

  it('announces a message when asked to', () => {
    render(<TextAreaField label="Comments" error="Please write a comment" alert />);
    expect(screen.getByRole('alert').textContent).toBe('Please write a comment');
  });

  it('offers a select with an empty first choice and passes changes on', () => {
    const onChange = vi.fn();
    render(<SelectField label="State" placeholder="Select state" options={['Goa', { value: 'MH', label: 'Maharashtra' }]} value="" onChange={onChange} />);
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select state', 'Goa', 'Maharashtra']);
    fireEvent.change(select, { target: { value: 'MH' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a number with its unit, and the unit describes the input', () => {
    render(<NumberField id="shipping" label="Shipping cost" unit="₹" error="Too high" />);
    const input = screen.getByLabelText('Shipping cost');
    expect(input.getAttribute('type')).toBe('number');
    expect(input.getAttribute('aria-describedby')).toBe('shipping-unit shipping-error');
    expect(document.getElementById('shipping-unit')?.textContent).toBe('₹');
  });
});
