import { useReducedMotion } from '@mall/client/lib/use-reduced-motion';
import { BANNER_AUTOPLAY_INTERVAL_MS } from '@mall/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './snap-carousel.module.css';

/**
 * The slide in view and, with autoplay, moving to the next one every few seconds (back to the first
 * after the last) unless the buyer is touching the track or asked the system for less motion.
 */
function useCarousel(count: number, autoplay: boolean) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const touching = useRef(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = track.current;
    if (!autoplay || !element || count < 2 || reducedMotion) return;
    const timer = window.setInterval(() => {
      if (touching.current || document.hidden) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, autoplay, reducedMotion]);

  return {
    current,
    trackProps: {
      ref: track,
      onScroll: () => {
        const element = track.current;
        if (element) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
      },
      onTouchStart: () => {
        touching.current = true;
      },
      onTouchEnd: () => {
        touching.current = false;
      },
      // A touch the system takes over (a scroll, a call) ends without touchend.
      onTouchCancel: () => {
        touching.current = false;
      },
    },
  };
}

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
}

/**
 * Slides swiped by the browser's own scrolling, snapping to each, with dots when there are several:
 * no animation library, so a page that shows one loads none.
 */
export function SnapCarousel({
  slides,
  label,
  className,
  autoplay = false,
  testId,
  trackTestId,
}: {
  slides: CarouselSlide[];
  label: string;
  /** The frame's size and shape. */
  className: string | undefined;
  autoplay?: boolean;
  testId?: string;
  trackTestId?: string;
}) {
  const { current, trackProps } = useCarousel(slides.length, autoplay);
  return (
    <section className={`${styles.frame} ${className ?? ''}`} aria-label={label} data-testid={testId}>
      <div className={styles.track} data-testid={trackTestId} {...trackProps}>
        {slides.map((slide) => (
          <div className={styles.item} key={slide.key}>
            {slide.content}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.key} className={index === current ? `${styles.dot} ${styles.active}` : styles.dot} />
          ))}
        </div>
      )}
    </section>
  );
}
