import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { StarRatingInput, Stars } from './Stars';

function Controlled({ initial = 3, onChange }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRatingInput
      label="Your rating"
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

function checked() {
  return screen.getAllByRole('radio').findIndex((r) => r.getAttribute('aria-checked') === 'true') + 1;
}

describe('Stars (read-only)', () => {
  it('names the rating for assistive technology', () => {
    render(<Stars value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });
  it('shows averages with one decimal', () => {
    render(<Stars value={4.333} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
  });
});

describe('StarRatingInput', () => {
  it('is a labelled radio group of five stars with one tab stop on the checked star', () => {
    render(<Controlled initial={3} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios).toHaveLength(5);
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checked()).toBe(3);
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', () => {
    const onChange = vi.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    const star = () => screen.getAllByRole('radio')[checked() - 1]!;
    fireEvent.keyDown(star(), { key: 'ArrowRight' });
    expect(checked()).toBe(4);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.keyDown(star(), { key: 'ArrowUp' });
    expect(checked()).toBe(5);
    fireEvent.keyDown(star(), { key: 'ArrowRight' });
    expect(checked()).toBe(1);
    fireEvent.keyDown(star(), { key: 'ArrowLeft' });
    expect(checked()).toBe(5);
    fireEvent.keyDown(star(), { key: 'ArrowDown' });
    expect(checked()).toBe(4);
    fireEvent.keyDown(star(), { key: 'Home' });
    expect(checked()).toBe(1);
    fireEvent.keyDown(star(), { key: 'End' });
    expect(checked()).toBe(5);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([4, 5, 1, 5, 4, 1, 5]);
  });

  it('selects on click', () => {
    render(<Controlled initial={5} />);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(checked()).toBe(2);
    expect(screen.getByRole('radio', { name: '2 stars' }).tabIndex).toBe(0);
  });
});
