import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FeedbackInput } from '@tailor/domain/feedback';

const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock('../../../lib/toast', () => ({ toast: { success: (m: string) => toastSuccess(m), error: (m: string) => toastError(m), info: vi.fn() } }));

const { FeedbackForm } = await import('./FeedbackForm');
type Feedback = import('../data').Feedback;

const products = [
  { id: 'p-blouse', name: 'Zari Blouse' },
  { id: 'p-lehenga', name: 'Bridal Lehenga' },
];

const existing: Feedback = {
  id: 'f9',
  userId: 'u1',
  name: 'Priya',
  profile_picture: '',
  rating: 2,
  comments: 'Sleeves were loose.',
  screenshotUrl: '',
  productId: 'p-lehenga',
  createdAt: null,
  updatedAt: null,
};

function checkedStars() {
  return screen.getAllByRole('radio').findIndex((r) => r.getAttribute('aria-checked') === 'true') + 1;
}

function setup(props: Partial<Parameters<typeof FeedbackForm>[0]> = {}) {
  const save = vi.fn<(input: FeedbackInput, editing: Feedback | null) => Promise<void>>(async () => undefined);
  const onSaved = vi.fn();
  const onCancelEdit = vi.fn();
  const utils = render(
    <FeedbackForm uid="u1" editing={null} products={products} save={save} onSaved={onSaved} onCancelEdit={onCancelEdit} {...props} />,
  );
  return { ...utils, save, onSaved, onCancelEdit };
}

afterEach(() => {
  sessionStorage.clear();
  toastSuccess.mockReset();
  toastError.mockReset();
});

describe('FeedbackForm', () => {
  it('keeps a new review being written across a reload, and forgets it once sent', async () => {
    const first = setup();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'The zari is beautiful' } });
    first.unmount();

    const { save } = setup();
    expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('The zari is beautiful');
    expect(checkedStars()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe(''));
    cleanup();
    setup();
    expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('');
    expect(checkedStars()).toBe(5);
  });

  it('offline, says sending needs the connection, does not save and keeps what was written', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    try {
      const { save } = setup({ initialProductId: 'p-blouse' });
      fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'Lovely work on the sleeves' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
      await waitFor(() =>
        expect(toastError).toHaveBeenCalledWith('You are offline. Sending feedback will work when the connection is back. What you wrote stays here.'),
      );
      expect(save).not.toHaveBeenCalled();
      expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('Lovely work on the sleeves');
      expect(checkedStars()).toBe(5);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      // Back online for the tests after this one.
      const { checkConnection } = await import('../../../lib/connection');
      await checkConnection();
    }
  });

  it('starts at 5 stars with an empty comment and a counter', () => {
    setup();
    expect(checkedStars()).toBe(5);
    expect(screen.getByText('0/1000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'Hello' } });
    expect(screen.getByText('5/1000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Edit' })).toBeNull();
  });

  it('requires a comment', async () => {
    const { save } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Please write a comment')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('submits, toasts, and resets to 3 stars', async () => {
    const { save, onSaved } = setup({ initialProductId: 'p-blouse' });
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: '  Perfect fit!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('created'));
    expect(save).toHaveBeenCalledWith({ rating: 4, comments: 'Perfect fit!', screenshotUrl: '', productId: 'p-blouse' }, null);
    expect(toastSuccess).toHaveBeenCalledWith('Feedback submitted!');
    expect(checkedStars()).toBe(3);
    expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows Something went wrong when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { save, onSaved } = setup();
    save.mockRejectedValueOnce(new Error('permission-denied'));
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'Nice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Something went wrong'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits: pre-fills the feedback, updates it, and offers Cancel Edit', async () => {
    const { save, onSaved, rerender, onCancelEdit } = setup();
    await act(async () => {
      rerender(<FeedbackForm uid="u1" editing={existing} products={products} save={save} onSaved={onSaved} onCancelEdit={onCancelEdit} />);
    });
    expect(checkedStars()).toBe(2);
    expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('Sleeves were loose.');
    expect((screen.getByLabelText('About a design (optional)') as HTMLSelectElement).value).toBe('p-lehenga');
    expect(screen.getByRole('button', { name: 'Cancel Edit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Feedback' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ rating: 5, comments: 'Sleeves were loose.', productId: 'p-lehenga' }), existing);
    expect(toastSuccess).toHaveBeenCalledWith('Feedback updated!');
  });

  it('offers the review already written for the chosen design as an edit instead of a second one', () => {
    const onTargetChange = vi.fn();
    const onEditExisting = vi.fn();
    const { save } = setup({ existing, onTargetChange, onEditExisting, initialProductId: 'p-lehenga' });
    expect(onTargetChange).toHaveBeenLastCalledWith('p-lehenga');
    expect(screen.getByRole('status').textContent).toContain('You have already reviewed this design (2/5)');
    const submit = screen.getByRole('button', { name: 'Submit Feedback' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    expect(onEditExisting).toHaveBeenCalledWith(existing);
    fireEvent.change(screen.getByLabelText('About a design (optional)'), { target: { value: 'p-blouse' } });
    expect(onTargetChange).toHaveBeenLastCalledWith('p-blouse');
    expect(save).not.toHaveBeenCalled();
  });

  it('says the shop review exists for general feedback', () => {
    setup({ existing: { ...existing, productId: undefined } });
    expect(screen.getByRole('status').textContent).toContain('You have already reviewed the shop');
  });

  it('keeps a review with its design while editing', async () => {
    const { save, onSaved, rerender, onCancelEdit } = setup();
    await act(async () => {
      rerender(<FeedbackForm uid="u1" editing={existing} products={products} save={save} onSaved={onSaved} onCancelEdit={onCancelEdit} existing={existing} />);
    });
    expect((screen.getByLabelText('About a design (optional)') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText(/A review stays with its design/)).toBeTruthy();
    // Editing, the notice is not shown and the form saves.
    expect(screen.queryByRole('button', { name: 'Edit your review' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Update Feedback' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Cancel Edit resets the form', async () => {
    const { save, onSaved, rerender, onCancelEdit } = setup();
    await act(async () => {
      rerender(<FeedbackForm uid="u1" editing={existing} products={products} save={save} onSaved={onSaved} onCancelEdit={onCancelEdit} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(onCancelEdit).toHaveBeenCalled();
    expect(checkedStars()).toBe(3);
    expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers one optional screenshot, images only', () => {
    const { container } = setup();
    expect(screen.getByText('Screenshot (optional)')).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/avif');
    expect(input.multiple).toBe(false);
  });
});
