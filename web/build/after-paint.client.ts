/**
 * The inline loader of a page's held scripts (build/prerender.ts moves the
 * head's scripts and module preloads into <template id="app-scripts">). It
 * copies each held tag into <head> (a script added this way runs; one parsed
 * inside a <template> does not), and waits first for the load event (the
 * hero and the other eager images are in) and then for the first contentful
 * paint to be on screen: the `paint` entry is queued once that frame has
 * been presented. Only then do the scripts start to share the network and
 * the main thread with the page. Where that entry never comes (no paint
 * timing, a page that never paints) the scripts come FALLBACK_MS after the
 * load event.
 *
 * Compiled by esbuild into a minified script inlined in every first-paint
 * page (after-paint.ts), so it stays small and uses nothing newer than the
 * pages' oldest browsers run; it reads only globals, which its tests replace.
 */
declare const FALLBACK_MS: number;

let done = false;

function addHeldTags(): void {
  const held = (document.getElementById('app-scripts') as HTMLTemplateElement).content.children;
  for (let i = 0; i < held.length; i++) {
    const tag = held[i]!;
    const copy = document.createElement(tag.tagName);
    for (let j = 0; j < tag.attributes.length; j++) copy.setAttribute(tag.attributes[j]!.name, tag.attributes[j]!.value);
    copy.textContent = tag.textContent;
    document.head.appendChild(copy);
  }
}

/** Once: in the frame after, so the paint that was reported is not delayed by the scripts' work. */
function go(): void {
  if (done) return;
  done = true;
  requestAnimationFrame(() => {
    setTimeout(addHeldTags);
  });
}

addEventListener('load', () => {
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        go();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(go, FALLBACK_MS);
  } else {
    go();
  }
});
