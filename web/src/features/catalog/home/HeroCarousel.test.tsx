import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HERO_INTERVAL_MS, HERO_SLIDES, HeroCarousel } from './HeroCarousel';

function activeTitle(): string | null {
  const slide = document.querySelector('.carousel-slide.is-active');
  return slide?.querySelector('h2')?.textContent ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <HeroCarousel />
      </MemoryRouter>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the three slides of the spec, each with its button and Learn More', () => {
    expect(HERO_SLIDES.map((s) => s.title)).toEqual(['Perfect Fit, Every Time!', 'Custom Couture Crafted', 'Seamless Style Solutions']);
    expect(HERO_SLIDES.map((s) => s.action.to)).toEqual(['/gallery', '/order/null/custom', '/gallery']);
    const slides = document.querySelectorAll('.carousel-slide');
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      const learnMore = Array.from(slide.querySelectorAll('a')).find((a) => a.textContent === 'Learn More');
      expect(learnMore?.getAttribute('href')).toBe('/about');
    }
  });

  it('only the first slide image is eager and high priority (the LCP)', () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('.hero-image'));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('1600');
      expect(img.getAttribute('height')).toBe('700');
    }
  });

  it('advances every 5 seconds and wraps from the last slide to the first', () => {
    expect(activeTitle()).toBe('Perfect Fit, Every Time!');
    advance(HERO_INTERVAL_MS - 1);
    expect(activeTitle()).toBe('Perfect Fit, Every Time!');
    advance(1);
    expect(activeTitle()).toBe('Custom Couture Crafted');
    advance(HERO_INTERVAL_MS);
    expect(activeTitle()).toBe('Seamless Style Solutions');
    advance(HERO_INTERVAL_MS);
    expect(activeTitle()).toBe('Perfect Fit, Every Time!');
  });

  it('pauses while hovered and resumes after', () => {
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    advance(HERO_INTERVAL_MS * 3);
    expect(activeTitle()).toBe('Perfect Fit, Every Time!');
    fireEvent.mouseLeave(carousel);
    advance(HERO_INTERVAL_MS);
    expect(activeTitle()).toBe('Custom Couture Crafted');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    const dot = screen.getByRole('button', { name: 'Slide 1: Perfect Fit, Every Time!' });
    act(() => dot.focus());
    advance(HERO_INTERVAL_MS * 2);
    expect(activeTitle()).toBe('Perfect Fit, Every Time!');
    act(() => dot.blur());
    advance(HERO_INTERVAL_MS);
    expect(activeTitle()).toBe('Custom Couture Crafted');
  });

  it('is keyboard operable: arrows, dots, and the pause button', () => {
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(activeTitle()).toBe('Custom Couture Crafted');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(activeTitle()).toBe('Seamless Style Solutions');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Custom Couture Crafted' }));
    expect(activeTitle()).toBe('Custom Couture Crafted');
    expect(screen.getByRole('button', { name: 'Slide 2: Custom Couture Crafted' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => next.blur());
    advance(HERO_INTERVAL_MS * 2);
    expect(activeTitle()).toBe('Custom Couture Crafted');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(HERO_INTERVAL_MS);
    expect(activeTitle()).toBe('Seamless Style Solutions');
  });

  it('hides inactive slides from assistive technology and Tab', () => {
    const slides = Array.from(document.querySelectorAll('.carousel-slide'));
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
  });
});
