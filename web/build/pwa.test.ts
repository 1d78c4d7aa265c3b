import { describe, expect, it } from 'vitest';
import { firstPaintPathPattern, firstPaintUrlPattern, shopperFiles } from './pwa';

describe('the pages that arrive drawn (network first, not the shell)', () => {
  const drawn = ['/', '/?ref=share', '/index.html', '/gallery', '/gallery/', '/gallery?category=Blouse&sort=new', '/product/p-zari-blouse', '/product/p1/?x=1'];
  const shell = ['/cart', '/orders/abc', '/product/p1/reviews', '/products', '/gallery/extra', '/login?next=/'];

  it.each(drawn)('%s is one', (path) => {
    expect(firstPaintPathPattern().test(path)).toBe(true);
    expect(firstPaintUrlPattern().test(`http://127.0.0.1:4173${path}`)).toBe(true);
  });

  it.each(shell)('%s is not', (path) => {
    expect(firstPaintPathPattern().test(path)).toBe(false);
    expect(firstPaintUrlPattern().test(`https://silai.example${path}`)).toBe(false);
  });
});

describe('shopperFiles', () => {
  it("keeps the entry, the shoppers' screens and what they share with the staff's; drops what only the staff's screens load", () => {
    const files = shopperFiles({
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_react.js'], dynamicImports: ['src/features/cart/pages/CartPage.tsx', 'src/features/admin/pages/DashboardPage.tsx', 'src/features/workshop/pages/WeekPage.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'src/features/cart/pages/CartPage.tsx': { file: 'assets/CartPage.js', imports: ['_shared.js'] },
      'src/features/admin/pages/DashboardPage.tsx': { file: 'assets/DashboardPage.js', css: ['assets/Dashboard.css'], imports: ['_shared.js', '_charts.js'] },
      'src/features/workshop/pages/WeekPage.tsx': { file: 'assets/WeekPage.js' },
      '_shared.js': { file: 'assets/shared.js' },
      '_charts.js': { file: 'assets/charts.js' },
    });
    expect([...files].sort()).toEqual(['assets/CartPage.js', 'assets/index.css', 'assets/index.js', 'assets/react.js', 'assets/shared.js']);
  });
});
