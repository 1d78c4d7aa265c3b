import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Choose an option">
        <button type="button">First</button>
        <a href="/x">Middle</a>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Modal open={outer} onClose={() => setOuter(false)} title="Options">
      <button type="button" onClick={() => setInner(true)}>
        Size guide
      </button>
      <Modal open={inner} onClose={() => setInner(false)} title="Size guide">
        <button type="button">Inner</button>
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('a dialog opened from a dialog takes Escape and Tab until it closes', () => {
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const inner = screen.getByRole('dialog', { name: 'Size guide' });
    expect(inner.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(inner.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Size guide' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Options' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that takes focus, traps Tab, closes on Escape and gives focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    act(() => opener.focus());
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Choose an option' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The close button comes first in the dialog.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    const last = screen.getByRole('button', { name: 'Last' });
    act(() => last.focus());
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button and the backdrop', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
