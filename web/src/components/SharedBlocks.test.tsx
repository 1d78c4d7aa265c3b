import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ORDER_STATUS_LABELS } from '@tailor/domain/options';
import { CUSTOMER_STATUS_LABELS } from '@tailor/domain/orderFlow';
import { ConfirmDialog } from './ConfirmDialog';
import { PictureList } from './PictureList';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('names a status as the customer knows it, or as the shop does', () => {
    const { rerender } = render(<StatusBadge status="approval" />);
    const badge = () => document.querySelector('.status-badge')!;
    expect(badge().className).toBe('status-badge status-approval');
    expect(badge().textContent).toBe(CUSTOMER_STATUS_LABELS.approval);
    rerender(<StatusBadge status="approval" audience="admin" />);
    expect(badge().textContent).toBe(ORDER_STATUS_LABELS.approval);
  });

  it('shows an unknown status as it is', () => {
    render(<StatusBadge status="lost" />);
    expect(screen.getByText('lost').className).toBe('status-badge status-lost');
  });
});

describe('PictureList', () => {
  it('shows nothing without pictures', () => {
    const { container } = render(<PictureList urls={[]} sizes="orderPicture" label="Cloth pictures" />);
    expect(container.innerHTML).toBe('');
  });

  it('names each picture, links it when asked, and removes one by its button', () => {
    const onRemove = vi.fn();
    render(<PictureList sizes="orderPicture" urls={['/a.jpg', '/b.jpg']} label="Cloth pictures" linked onRemove={onRemove} />);
    expect(screen.getByRole('list', { name: 'Cloth pictures' })).toBeTruthy();
    expect(screen.getByAltText('Cloth pictures 2').closest('a')?.getAttribute('href')).toBe('/b.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });
});

describe('ConfirmDialog', () => {
  it('asks its question with Cancel focused first, and answers either way', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Delete this feedback?" confirmLabel="Delete" danger onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Delete this feedback?' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
