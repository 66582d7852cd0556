import * as fs from 'node:fs';
import * as path from 'node:path';
import { escapeHtml } from './html-escape';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HEAD_REGION = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

/**
 * The built index.html with its default head region replaced per page, plus the route chunk's
 * files from Vite's manifest, so the first view's code downloads beside the shell.
 */
export class IndexTemplate {
  private constructor(
    private readonly html: string,
    private readonly manifest: Manifest,
    private readonly shellFiles: Set<string>,
    private readonly bootFiles: string[],
  ) {}

  static load(distDir: string): IndexTemplate | null {
    const indexFile = path.join(distDir, 'index.html');
    if (!fs.existsSync(indexFile)) return null;
    const html = fs.readFileSync(indexFile, 'utf8');
    const manifestFile = path.join(distDir, '.vite', 'manifest.json');
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
      : {};
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    // The entry's own script is in index.html; what it imports at boot (the libraries, then the
    // app) is preloaded on every page, so the boot's step-by-step evaluation waits for no download.
    const entryFiles = entry ? filesOf(manifest, entry) : [];
    const seen = new Set<string>(entry ? [entry] : []);
    const bootFiles = (entry ? (manifest[entry]?.dynamicImports ?? []) : [])
      .flatMap((imported) => filesOf(manifest, imported, seen))
      .filter((file) => !entryFiles.includes(file));
    return new IndexTemplate(html, manifest, new Set([...entryFiles, ...bootFiles]), bootFiles);
  }

  /**
   * The page: head tags in place of the default ones, preloads for the route's chunk and for the
   * reads not answered in the page, and the answered reads as a data block in the body.
   */
  render(
    headTags: string,
    routeModule: string,
    reads: string[] = [],
    body: { root?: string; end?: string } = {},
  ): string {
    const routeFiles = this.manifest[routeModule] ? filesOf(this.manifest, routeModule) : [];
    const chunks = [
      ...this.bootFiles,
      ...routeFiles.filter((file) => !this.shellFiles.has(file)),
    ].map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" href="/${escapeHtml(file)}" />`
        : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
    );
    // Same URL and credentials mode as the app's own fetch, so the browser reuses the answer.
    const fetches = reads.map(
      (read) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(read)}" />`,
    );
    const block = [headTags, ...chunks, ...fetches].join('\n    ');
    const html = HEAD_REGION.test(this.html)
      ? this.html.replace(HEAD_REGION, () => block)
      : this.html.replace('</head>', () => `${block}\n  </head>`);
    const withRoot = body.root
      ? html.replace('<div id="root"></div>', () => `<div id="root">${body.root}</div>`)
      : html;
    return body.end ? withRoot.replace('</body>', () => `${body.end}\n  </body>`) : withRoot;
  }
}

/** A chunk's file, its CSS, and the files of everything it imports statically. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen)),
  ];
}
