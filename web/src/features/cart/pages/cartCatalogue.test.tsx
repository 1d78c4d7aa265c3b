import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetI18nState, setLanguage } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { useCartCatalogue } from './CartPage';

afterEach(() => {
  cleanup();
  resetI18nState();
});

function Heading() {
  useCartCatalogue();
  const { t } = useT();
  return <h1>{t('My Shopping Cart')}</h1>;
}

/** Renders inside an async act(), so React retries a suspended screen once its promise settles. */
async function show() {
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Heading />
      </Suspense>,
    );
  });
}

describe("the cart's own Hindi catalogue", () => {
  it('is not loaded in English', async () => {
    await show();
    expect(screen.getByRole('heading').textContent).toBe('My Shopping Cart');
  });

  it('in Hindi the screen waits for it, then shows Hindi', async () => {
    setLanguage('hi');
    await show();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect((await screen.findByRole('heading')).textContent).toBe('मेरा कार्ट');
  });
});
