import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { preloadScript } from './route-preload';

const MAP = {
  '^/$': ['/assets/Home.js'],
  '^/gallery/?$': ['/assets/Gallery.js', '/assets/Gallery.css', '/assets/shared.js', '/assets/Card.css'],
};

/** Runs the inline script on a page at `pathname` whose head already names Gallery.css; returns the page and the tasks it queued. */
function run(pathname: string) {
  const window = new Window({ url: `https://shop.test${pathname}` });
  window.document.head.innerHTML = '<link rel="stylesheet" href="/assets/Gallery.css" disabled>';
  const tasks: (() => void)[] = [];
  new Function('document', 'location', 'setTimeout', preloadScript(MAP))(window.document, window.location, (task: () => void) => tasks.push(task));
  const added = () =>
    [...window.document.head.querySelectorAll('link:not([disabled])')].map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`);
  return { tasks, added };
}

describe('preloadScript', () => {
  it('preloads the matching route’s scripts and the stylesheets the page lacks, one link per task', () => {
    const { tasks, added } = run('/gallery');
    expect(added()).toEqual([]);
    expect(tasks).toHaveLength(3);
    tasks.forEach((task, i) => {
      task();
      expect(added()).toHaveLength(i + 1);
    });
    expect(added()).toEqual(['modulepreload /assets/Gallery.js', 'modulepreload /assets/shared.js', 'preload /assets/Card.css']);
  });

  it('adds nothing on a route it has no entry for', () => {
    expect(run('/cart').tasks).toEqual([]);
  });
});
