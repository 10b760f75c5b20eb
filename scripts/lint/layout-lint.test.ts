import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The layout's lint rules (decision 020), each shown failing on a planted mistake with a
// message that says what to do instead.

const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layout lint', () => {
  it('refuses an import that points up a layer', async () => {
    const messages = await messagesFor(
      'src/lib/navigation/planted.ts',
      "import { SiteHeader } from '../../features/site-frame/SiteHeader.tsx';\nexport const planted = SiteHeader;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*src\/lib may import only src\/site: move what both need down/,
      ),
    ]);
  });

  it('refuses a site fact that imports the layers above it', async () => {
    const messages = await messagesFor(
      'src/site/planted.ts',
      "import { signOut } from '../lib/identity/sign-out.ts';\nexport const planted = signOut;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/src\/site may import only its own files: move what both need down/),
    ]);
  });

  it('refuses one feature importing another', async () => {
    const messages = await messagesFor(
      'src/features/contact/planted.ts',
      "import { SiteHeader } from '../site-frame/SiteHeader.tsx';\nexport const planted = SiteHeader;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/Features do not import each other: move what both need down/),
    ]);
  });

  it('refuses browser code importing build-time code, and the stub importing the site', async () => {
    expect(
      await messagesFor(
        'src/schema-forms/planted.ts',
        "import { routeTreeOf } from '../../scripts/vite/route-tree.ts';\nexport const planted = routeTreeOf;\n",
      ),
    ).toEqual([expect.stringMatching(/Browser code never imports build-time code/)]);
    expect(
      await messagesFor(
        'src/stub-api/planted.ts',
        "import { signOut } from '../lib/identity/sign-out.ts';\nexport const planted = signOut;\n",
      ),
    ).toEqual([expect.stringMatching(/src\/stub-api may import only src\/site/)]);
  });

  it('refuses file and folder names against the convention, and takes route files as TanStack names them', async () => {
    const named = async (file: string) =>
      messagesFor(file, 'export const planted = 1;\n').then((messages) =>
        messages.map((message) => message.split(':')[0]),
      );
    expect(await named('src/lib/navigation/LeaveSite.ts')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await named('src/features/contact/contact_card.tsx')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await named('src/lib/BadFolder/planted.ts')).toEqual([
      'check-file/folder-naming-convention',
    ]);
    expect(await named('src/routes/Deals_page.tsx')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await named('src/routes/forms-preview.$formId.tsx')).toEqual([]);
    expect(await named('src/features/contact/ContactCard.tsx')).toEqual([]);
  });

  describe('a circle of imports', () => {
    const folder = path.resolve(`src/lib/planted-cycle-${process.pid}`);
    mkdirSync(folder);
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('is refused, saying how to break it', async () => {
      writeFileSync(
        path.join(folder, 'a.ts'),
        "import { b } from './b.ts';\nexport const a = () => b;\n",
      );
      writeFileSync(
        path.join(folder, 'b.ts'),
        "import { a } from './a.ts';\nexport const b = () => a;\n",
      );
      const results = await eslint.lintFiles([path.join(folder, 'a.ts')]);
      expect(results[0]?.messages.map((message) => message.message)).toEqual([
        expect.stringMatching(
          /^This import closes a circle of imports.*: move what the files share into a module of its own below both/,
        ),
      ]);
    });
  });
});
