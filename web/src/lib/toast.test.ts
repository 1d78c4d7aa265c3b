import { describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as [string, unknown, unknown][]);
vi.mock('react-toastify', () => ({
  toast: {
    success: (content: unknown, options: unknown) => shown.push(['success', content, options]),
    error: (content: unknown, options: unknown) => shown.push(['error', content, options]),
    info: (content: unknown, options: unknown) => shown.push(['info', content, options]),
  },
}));

describe('toast', () => {
  it('hands each kind, content and options to react-toastify once it has loaded', async () => {
    const { toast } = await import('./toast');
    toast.success('Saved');
    toast.error('Failed', { toastId: 'f' });
    toast.info('Note');
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([
      ['success', 'Saved', undefined],
      ['error', 'Failed', { toastId: 'f' }],
      ['info', 'Note', undefined],
    ]);
  });
});
