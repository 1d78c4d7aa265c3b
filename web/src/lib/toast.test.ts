import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as [string, unknown, unknown][]);
vi.mock('react-toastify', () => ({
  toast: {
    success: (content: unknown, options: unknown) => shown.push(['success', content, options]),
    error: (content: unknown, options: unknown) => shown.push(['error', content, options]),
    info: (content: unknown, options: unknown) => shown.push(['info', content, options]),
  },
}));

/** A fresh copy of the module: whether the container has mounted is module state. */
async function load() {
  vi.resetModules();
  return import('./toast');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  beforeEach(() => {
    shown.length = 0;
  });

  it('hands each kind, content and options to react-toastify once it has loaded', async () => {
    const { toast, toastContainerReady } = await load();
    toastContainerReady();
    toast.success('Saved');
    toast.error('Failed', { toastId: 'f' });
    toast.info('Note');
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([
      ['success', 'Saved', { toastId: 'success:Saved' }],
      ['error', 'Failed', { toastId: 'f' }],
      ['info', 'Note', { toastId: 'info:Note' }],
    ]);
  });

  it('asks for the container and shows a toast only once the container is ready', async () => {
    const { toast, onToastWanted, toastContainerReady } = await load();
    const mount = vi.fn();
    onToastWanted(mount);
    toast.error('Please login first!');
    expect(mount).toHaveBeenCalledOnce();
    await settle();
    expect(shown).toEqual([]);
    toastContainerReady();
    await vi.waitFor(() => expect(shown).toEqual([['error', 'Please login first!', { toastId: 'error:Please login first!' }]]));
  });
});
