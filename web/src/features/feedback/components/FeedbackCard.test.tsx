import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

vi.mock('../data', () => ({ deleteFeedback: vi.fn() }));
const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock('../../../lib/toast', () => ({ toast: { success: (m: string) => toastSuccess(m), error: (m: string) => toastError(m), info: vi.fn() } }));

const { FeedbackCard, DELETE_CONFIRM_TEXT } = await import('./FeedbackCard');
type Feedback = import('../data').Feedback;

const LONG = 'The zari work on my wedding blouse was exquisite and the fit was perfect on the first trial, thank you so much!';

function feedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: 'f1',
    userId: 'u1',
    name: 'Priya Sharma',
    profile_picture: '',
    rating: 4,
    comments: 'Lovely fit.',
    screenshotUrl: '',
    createdAt: new Date('2025-03-01T10:00:00Z'),
    updatedAt: new Date('2025-03-05T10:00:00Z'),
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  toastSuccess.mockReset();
  toastError.mockReset();
});

describe('FeedbackCard', () => {
  it('shows the author, initials avatar, stars, rating out of 5, comment and en-IN date', () => {
    const { container } = render(<FeedbackCard feedback={feedback()} isOwner={false} />);
    expect(screen.getByRole('heading', { name: 'Priya Sharma' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByTestId('feedback-rating').textContent).toBe('4/5');
    expect(screen.getByText('Lovely fit.')).toBeTruthy();
    expect(screen.getByText('5 Mar 2025')).toBeTruthy();
    const avatar = container.querySelector<HTMLImageElement>('img.fb-avatar')!;
    expect(avatar.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(avatar.src)).toContain('>PS<');
  });

  it('uses the stored profile picture when there is one', () => {
    const { container } = render(<FeedbackCard feedback={feedback({ profile_picture: 'https://example.test/p.png' })} isOwner={false} />);
    expect(container.querySelector<HTMLImageElement>('img.fb-avatar')!.getAttribute('src')).toBe('https://example.test/p.png');
  });

  it('colours the rating in three bands', () => {
    const bands = [5, 4, 3, 2, 1].map((rating) => {
      const { container, unmount } = render(<FeedbackCard feedback={feedback({ rating })} isOwner={false} />);
      const band = container.querySelector('article')!.getAttribute('data-band');
      unmount();
      return band;
    });
    expect(bands).toEqual(['high', 'high', 'mid', 'low', 'low']);
  });

  describe('long comments', () => {
    // jsdom has no layout: a clamped comment is 4 lines of 24px, and text over 100 characters needs more.
    const LINE = 24;
    const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    beforeAll(() => {
      Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
        configurable: true,
        get(this: HTMLElement) {
          return (this.textContent ?? '').length > 100 ? 6 * LINE : 2 * LINE;
        },
      });
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('is-clamped') ? Math.min(4 * LINE, this.scrollHeight) : this.scrollHeight;
        },
      });
    });
    afterAll(() => {
      if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
      if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    });

    it('shows the whole comment, clamped to a few lines, with "Read more" / "Show less" when the clamp hides some', () => {
      render(<FeedbackCard feedback={feedback({ comments: LONG })} isOwner={false} />);
      const text = screen.getByText(LONG);
      expect(text.classList.contains('is-clamped')).toBe(true);
      const toggle = screen.getByRole('button', { name: 'Read more' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.getAttribute('aria-controls')).toBe(text.id);
      fireEvent.click(toggle);
      expect(text.classList.contains('is-clamped')).toBe(false);
      expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
      expect(text.classList.contains('is-clamped')).toBe(true);
      expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
    });

    it('shows a comment that fits in full, without a control', () => {
      render(<FeedbackCard feedback={feedback({ comments: 'x'.repeat(100) })} isOwner={false} />);
      expect(screen.getByText('x'.repeat(100))).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
    });
  });

  it('opens the screenshot larger', () => {
    render(<FeedbackCard feedback={feedback({ screenshotUrl: 'https://example.test/s.png' })} isOwner={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open screenshot from Priya Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Screenshot from Priya Sharma' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('https://example.test/s.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no edit/delete menu for other readers', () => {
    render(<FeedbackCard feedback={feedback()} isOwner={false} />);
    expect(screen.queryByRole('button', { name: /edit or delete/i })).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('gives the author a keyboard-operable menu with Edit', () => {
    const onEdit = vi.fn();
    render(<FeedbackCard feedback={feedback()} isOwner onEdit={onEdit} />);
    const trigger = screen.getByRole('button', { name: 'Edit or delete your feedback' });
    fireEvent.click(trigger);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Edit', 'Delete']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1' }));
  });

  it('asks before deleting; Cancel keeps the feedback', () => {
    const remove = vi.fn(async () => undefined);
    render(<FeedbackCard feedback={feedback()} isOwner remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit or delete your feedback' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: DELETE_CONFIRM_TEXT });
    expect(DELETE_CONFIRM_TEXT).toBe('Are you sure you want to delete this feedback?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes after confirmation with a spinner overlay for about a second, then refreshes', async () => {
    vi.useFakeTimers();
    const remove = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    render(<FeedbackCard feedback={feedback()} isOwner remove={remove} onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit or delete your feedback' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status').textContent).toContain('Deleting');
    expect(remove).toHaveBeenCalledWith('f1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(onDeleted).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith('Feedback deleted');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the delete fails', async () => {
    vi.useFakeTimers();
    const remove = vi.fn(async () => {
      throw new Error('permission-denied');
    });
    const onDeleted = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FeedbackCard feedback={feedback()} isOwner remove={remove} onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit or delete your feedback' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(toastError).toHaveBeenCalledWith('Failed to delete feedback');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Priya Sharma' })).toBeTruthy();
  });

  it('gives the admin a delete-only moderation menu on others\' feedback', () => {
    render(<FeedbackCard feedback={feedback()} isOwner={false} canModerate />);
    fireEvent.click(screen.getByRole('button', { name: 'Moderate this feedback' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Delete']);
  });
});
