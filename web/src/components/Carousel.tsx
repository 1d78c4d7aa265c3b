/**
 * Carousel: one slide shown at a time, with previous/next arrows, dots and an
 * optional auto-advance that wraps around.
 *
 *   <Carousel label="Highlights" slides={[{ key, label, content }]} intervalMs={5000} arrows="desktop" />
 *
 * - Auto-advance pauses while the pointer is over it or focus is inside it, and
 *   can be paused with its own button; it starts paused when the visitor asks
 *   for reduced motion.
 * - Left/Right arrow keys (and Home/End) move between slides while focus is inside.
 * - Hidden slides are inert, so their links cannot be reached by Tab.
 */
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './useMediaQuery';
import './Carousel.css';
import { useT } from '../lib/i18n/useT';

export interface CarouselSlide {
  key: string;
  /** Short name of the slide (dots, screen readers). */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  label: string;
  slides: CarouselSlide[];
  /** Auto-advance period; 0 (default) turns it off. */
  intervalMs?: number;
  /** 'desktop' hides the arrows on small screens (dots and swipe-free keys remain). */
  arrows?: 'always' | 'desktop';
  /** Shows "2 / 4" between the arrows. */
  showCounter?: boolean;
  className?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Carousel({ label, slides, intervalMs = 0, arrows = 'always', showCounter, className }: CarouselProps) {
  const count = slides.length;
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);

  const autoAdvance = intervalMs > 0 && count > 1;
  const paused = userPaused ?? reducedMotion;
  const playing = autoAdvance && !paused && !hovered && !focused;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (!playing) return;
    // A new timer per slide: moving by hand restarts the full period.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, current, intervalMs, count]);

  if (count === 0) return null;

  const go = (to: number) => setIndex(((to % count) + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    event.preventDefault();
    go(moves[event.key]);
  }

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-playing={playing ? 'true' : 'false'}
    >
      <div className="carousel-viewport" aria-live={playing ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.key}
              className={`carousel-slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('{number} of {count}: {slide}', { number: i + 1, count, slide: slide.label })}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className={`carousel-controls${arrows === 'desktop' ? ' arrows-desktop' : ''}`}>
          <button type="button" className="carousel-arrow carousel-prev" onClick={() => go(current - 1)} aria-label={t('Previous slide')}>
            <Chevron direction="left" />
          </button>
          <div className="carousel-dots" role="group" aria-label={t('Choose a slide')}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={`carousel-dot${i === current ? ' is-active' : ''}`}
                aria-label={t('Slide {number}: {slide}', { number: i + 1, slide: slide.label })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          {showCounter && (
            <span className="carousel-counter" aria-hidden="true">
              {current + 1} / {count}
            </span>
          )}
          {autoAdvance && (
            <button
              type="button"
              className="carousel-pause"
              onClick={() => setUserPaused(!paused)}
              aria-label={paused ? t('Play slideshow') : t('Pause slideshow')}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                {paused ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />}
              </svg>
            </button>
          )}
          <button type="button" className="carousel-arrow carousel-next" onClick={() => go(current + 1)} aria-label={t('Next slide')}>
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}
