import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** The relative link targets of a Markdown file: web addresses and in-page anchors are someone else's to keep. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^(https?:|mailto:|#)/.test(target));
}

describe('the documentation', () => {
  it.each(documents)('%s links only to files of the repository, and they exist', (file) => {
    for (const target of relativeLinks(file)) {
      const path = resolve(dirname(join(root, file)), decodeURIComponent(target.split('#')[0]!));
      expect(relative(root, path).startsWith('..'), `${file} links outside the repository: ${target}`).toBe(false);
      expect(existsSync(path), `${file} links to ${target}, which is not there`).toBe(true);
    }
  });
});
