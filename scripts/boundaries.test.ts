/**
 * The import boundaries of eslint.config.js, checked on snippets placed at
 * chosen paths: a violation must fail the lint, and an allowed import pass.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it('refuses a shared component importing a feature', async () => {
    const errors = await boundaryErrors(
      'web/src/components/X.tsx',
      "import { useAddToCart } from '../features/cart/addToCart';\nexport const x = useAddToCart;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared code does not import features')]);
  });

  it('refuses a feature importing the app shell', async () => {
    const errors = await boundaryErrors('web/src/features/catalog/X.ts', "import { routes } from '../../app/routes';\nexport const x = routes;\n");
    expect(errors).toEqual([expect.stringContaining('Only the app shell imports from web/src/app')]);
  });

  it("refuses a feature reaching into another feature's modules, and allows its public entries and its own modules", async () => {
    const file = 'web/src/features/orders/X.ts';
    expect(await boundaryErrors(file, "import { useSession } from '../auth/session';\nexport const x = useSession;\n")).toEqual([
      expect.stringContaining('public entry'),
    ]);
    expect(await boundaryErrors(file, "import { useSession } from '../auth';\nexport const x = useSession;\n")).toEqual([]);
    expect(await boundaryErrors(file, "import { Footer } from '../shop-info/ui';\nexport const x = Footer;\n")).toEqual([]);
    expect(await boundaryErrors(file, "import { formatDate } from './format';\nexport const x = formatDate;\n")).toEqual([]);
  });

  it('allows a shared component importing lib, firebase and domain', async () => {
    const code = [
      "import { toast } from '../lib/toast';",
      "import { loadAuth } from '../firebase/loadAuth';",
      "import { formatINR } from '@tailor/domain';",
      'export const x = [toast, loadAuth, formatINR];',
      '',
    ].join('\n');
    expect(await boundaryErrors('web/src/components/X.tsx', code)).toEqual([]);
  });

  it('refuses a router importing a trigger or another router, and allows its shared modules', async () => {
    const file = 'functions/src/api/X.ts';
    expect(await boundaryErrors(file, "import { writeOrderNotices } from '../triggers/orderNoticeWrites';\nexport const x = writeOrderNotices;\n")).toEqual([
      expect.stringContaining('Routers do not import triggers'),
    ]);
    expect(await boundaryErrors(file, "import { adminRouter } from './admin';\nexport const x = adminRouter;\n")).toEqual([
      expect.stringContaining('does not import another router'),
    ]);
    const allowed = "import { route } from './http';\nimport { readCart } from '../cart/cartTotals';\nexport const x = [route, readCart];\n";
    expect(await boundaryErrors(file, allowed)).toEqual([]);
  });

  it('refuses a trigger importing a router', async () => {
    const errors = await boundaryErrors('functions/src/triggers/X.ts', "import { route } from '../api/http';\nexport const x = route;\n");
    expect(errors).toEqual([expect.stringContaining('Triggers do not import routers')]);
  });
});
