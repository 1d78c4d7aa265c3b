import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';

it('debug overflow', { timeout: 120_000 }, async () => {
  const browser = await launchBrowser();
  const out: string[] = [];
  for (const vp of [PHONE, DESKTOP]) {
    const { context, page } = await newPage(browser, vp);
    page.on('dialog', (d) => void d.accept());
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill('admin@silaistudio.test');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const path of ['/product/null/add']) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      const wide = await page.evaluate(() => {
        const w = document.documentElement.clientWidth;
        return [document.documentElement.scrollWidth, w, ...Array.from(document.querySelectorAll('body *')).filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 8).map((e) => `${e.tagName}.${(e as HTMLElement).className}#${e.id} ${Math.round(e.getBoundingClientRect().left)}-${Math.round(e.getBoundingClientRect().right)}`)];
      });
      out.push(`${vp.width} ${path}: ${JSON.stringify(wide)}`);
    }
    await context.close();
  }
  await browser.close();
  writeFileSync('/tmp/admin-debug.txt', out.join('\n'));
});
