import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import Toasts from './Toasts';
import { toast } from '../lib/toast';

const toastsSaying = (text: string) => screen.queryAllByText(text).filter((el) => el.closest('.Toastify__toast'));

describe('toasts (the real container)', () => {
  it('never stacks two copies of the same message, while different messages and explicit ids still stack', async () => {
    // In the app it sits inside the router (it also keeps the language in the address).
    render(
      <MemoryRouter>
        <Toasts />
      </MemoryRouter>,
    );
    toast.error('Please complete the highlighted fields.');
    toast.error('Please complete the highlighted fields.');
    toast.success('Saved');
    await waitFor(() => expect(toastsSaying('Saved')).toHaveLength(1));
    // Pressed again while the first is still up.
    toast.error('Please complete the highlighted fields.');
    toast.info('Removed', { toastId: 'removed-1' });
    toast.info('Removed', { toastId: 'removed-2' });
    await waitFor(() => expect(toastsSaying('Removed')).toHaveLength(2));
    expect(toastsSaying('Please complete the highlighted fields.')).toHaveLength(1);
  });
});
