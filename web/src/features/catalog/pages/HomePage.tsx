import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SHOP } from '@tailor/domain/shop';
import type { SortOption } from '@tailor/domain';
import { HeroCarousel } from '../home/HeroCarousel';
import { ServicesSection, WhyChooseUsSection } from '../home/HomeSections';
import { ProductShowcase } from '../home/ProductShowcase';
import { useHomeFeed } from '../useHomeFeed';
import { clearHomePlace, readHomePlace, saveHomePlace, shouldSavePlace } from '../homeScroll';
import type { HomeView } from '../data';
import { WhenNearViewport } from '../../../components/WhenNearViewport';
import '../../../styles/content.css';
import { useT } from '../../../lib/i18n/useT';

const HomeFeedbackSection = lazy(() => import('../../feedback/ui').then((m) => ({ default: m.HomeFeedbackSection })));

export default function HomePage() {
  // Where the visitor was when they left for /contact or /feedback, if they did.
  const [place] = useState(readHomePlace);
  const [view, setView] = useState<HomeView>(place?.view ?? 'featured');
  const [sort, setSort] = useState<SortOption>(place?.sort ?? 'newest');
  const feed = useHomeFeed(view, sort, place?.count ?? 0);
  const { t } = useT();

  // The last scroll position, tracked as it happens: by the time the page
  // unmounts, the router may already have scrolled the window for the next page.
  const lastY = useRef(0);
  const latest = useRef({ view, sort, count: feed.products.length });
  useEffect(() => {
    latest.current = { view, sort, count: feed.products.length };
  });
  useEffect(() => {
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Layout cleanup: runs before the next page's effects move the window.
  useLayoutEffect(
    () => () => {
      if (shouldSavePlace(window.location.pathname)) saveHomePlace({ y: lastY.current, ...latest.current });
    },
    [],
  );

  const restored = useRef(false);
  const enough = !place || feed.products.length >= place.count || !feed.hasMore;
  useEffect(() => {
    if (!place || restored.current) return;
    if (feed.status === 'error') {
      restored.current = true;
      clearHomePlace();
      return;
    }
    if (feed.status !== 'ready' || !enough) return;
    // After the router's own scroll handling for this navigation.
    const frame = requestAnimationFrame(() => {
      restored.current = true;
      clearHomePlace();
      window.scrollTo({ top: place.y, behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [place, feed.status, enough]);

  return (
    <>
      <title>{t('{shop} · Custom tailoring and designer wear in Mumbai', { shop: SHOP.name })}</title>
      <h1 className="sr-only">
        {t('{shop}: custom blouse stitching, lehengas, suits and sarees in {city}', { shop: SHOP.name, city: SHOP.address.city })}
      </h1>
      <HeroCarousel />
      <ServicesSection />
      <WhyChooseUsSection />
      <ProductShowcase view={view} sort={sort} onViewChange={setView} onSortChange={setSort} feed={feed} />
      <WhenNearViewport>
        <Suspense fallback={null}>
          <HomeFeedbackSection />
        </Suspense>
      </WhenNearViewport>
    </>
  );
}
