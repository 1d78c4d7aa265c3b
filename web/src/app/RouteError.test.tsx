import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { isValidElement } from 'react';

vi.mock('../lib/reportError', () => ({ reportError: vi.fn() }));
const { reportError } = await import('../lib/reportError');
const { ScreenError, RouteError } = await import('./RouteError');
const { routes } = await import('./routes');

function Layout() {
  return (
    <>
      <nav aria-label="Main">Silai Studio</nav>
      <main>
        <Outlet />
      </main>
      <footer>Footer</footer>
    </>
  );
}

describe('a failing screen', () => {
  it('keeps the navigation and footer, says what happened, and draws the screen again on Try Again', async () => {
    let broken = true;
    function Gallery() {
      if (broken) throw new Error('products is undefined');
      return <h1>Gallery</h1>;
    }
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, errorElement: <RouteError />, children: [{ path: 'gallery', element: <Gallery />, errorElement: <ScreenError /> }] }],
      { initialEntries: ['/gallery'] },
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByText('Footer')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('An unexpected error stopped this page. Please try again.');
    expect(reportError).toHaveBeenCalledWith('A screen failed', expect.objectContaining({ message: 'products is undefined' }));

    broken = false;
    await act(async () => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    quiet.mockRestore();
  });

  it('has its own boundary on every screen of the route table, inside the layout', () => {
    const [root] = routes as [RouteObject];
    expect(isValidElement(root.errorElement) && root.errorElement.type).toBe(RouteError);
    expect(root.children?.length).toBeGreaterThan(10);
    for (const child of root.children ?? []) {
      expect(isValidElement(child.errorElement) && child.errorElement.type, child.path ?? 'index').toBe(ScreenError);
    }
  });
});
