// The README and docs/ name files and link to each other; a move or a rename that forgets them
// leaves a newcomer at a dead end. These checks fail on a link or a named source file that is gone.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

function markdownFiles(): string[] {
  const docs = fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' });
  return ['README.md', ...docs.filter((f) => f.endsWith('.md')).map((f) => path.join('docs', f))];
}

/** Relative link targets of a page (`[text](target)`), without their #anchor. */
function relativeLinks(page: string): string[] {
  return [...page.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => target.split('#')[0]);
}

/** Source files a page names in backquotes (`api/src/platform/config.ts`, `platform/db/client.ts`). */
function namedSourceFiles(page: string): string[] {
  return [...page.matchAll(/`([\w.-]+(?:\/[\w.-]+)+\.(?:ts|tsx|mjs|cjs|js|md))`/g)].map((m) => m[1]);
}

/** A named file resolves from the page's folder, the repository root, or a package's source folder. */
const BASES = ['', 'api', 'api/src', 'host', 'reference-lab', 'shared'];

describe('README.md and docs/', () => {
  const pages = markdownFiles();

  it('reads the links and names a page holds', () => {
    expect(relativeLinks('[a](docs/x.md#top) [b](https://e.org) [c](#here) [d](../y.md)')).toEqual(['docs/x.md', '../y.md']);
    expect(namedSourceFiles('see `api/src/app.ts`, `src/main.ts`, `@lab/shared` and `api/.data/`')).toEqual(['api/src/app.ts', 'src/main.ts']);
  });

  it('link only to files that exist', () => {
    const broken = pages.flatMap((page) => {
      const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
      return relativeLinks(text).filter((target) => !fs.existsSync(path.join(ROOT, path.dirname(page), target))).map((target) => `${page}: ${target}`);
    });
    expect(pages.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it('name only source files that exist', () => {
    const missing = pages.flatMap((page) => {
      const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
      const found = (file: string) => [path.dirname(page), ...BASES].some((base) => fs.existsSync(path.join(ROOT, base, file)));
      return namedSourceFiles(text).filter((file) => !found(file)).map((file) => `${page}: ${file}`);
    });
    expect(missing).toEqual([]);
  });
});
