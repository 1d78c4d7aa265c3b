import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { PRERENDERED_PAGES, SERVED_PAGES } from '@tailor/domain/pageRoutes';
import { routes } from './routes';

/** A pathname of `path` with its parameters filled in. */
const sample = (path: string) => path.replace(/:[^/]+/g, 'x-1');

describe('routes and the route table', () => {
  it('has a screen of its own (not "not found") for every page that arrives as HTML, at the same path', () => {
    for (const page of [...Object.values(PRERENDERED_PAGES), ...Object.values(SERVED_PAGES)]) {
      const matched = matchRoutes(routes, sample(page.path)) ?? [];
      const leaf = matched[matched.length - 1]?.route;
      expect(leaf?.path, page.path).not.toBe('*');
      expect(leaf?.index ? '/' : `/${leaf?.path}`, page.path).toBe(page.path);
    }
  });
});
