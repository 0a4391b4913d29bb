import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../common/html.js';
import type { RenderedPage, ServerEntry } from './server-entry.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Builds a server-rendered page's HTML from the built index.html: the page's language, its head tags (replacing
 * the shop's default title and description when it has its own), the CSS and scripts of the page modules shown
 * (so nothing restyles the page once its code loads), the rendered app and the data it was rendered with.
 */
export class PageHtml {
  private readonly template: string;
  private readonly manifest: Manifest;
  /** What index.html loads already (its entry and that entry's imports), worked out once. */
  private readonly loadedByIndex = new Set<string>();

  constructor(
    webDir: string,
    private readonly entry: Pick<ServerEntry, 'HYDRATE_ATTRIBUTE' | 'SERVER_STATE_ID' | 'SERVER_HEAD_ATTRIBUTE'>,
  ) {
    this.template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
    this.manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    this.collect('index.html', this.loadedByIndex);
  }

  /** The built index.html, which the browser renders itself. */
  get shell(): string {
    return this.template;
  }

  of(page: RenderedPage): string {
    const hydrate = page.status === 200;
    const ownTitle = page.head.includes('<title>');
    const ownDescription = page.head.includes('<meta name="description"');
    const root = hydrate
      ? `<div id="root" ${this.entry.HYDRATE_ATTRIBUTE}="${escapeHtml(page.pageModules.join(' '))}">${page.body}</div>\n    <script type="application/json" id="${this.entry.SERVER_STATE_ID}">${page.state}</script>`
      : // A 404 carries no data: the browser renders it afresh over the server's HTML.
        `<div id="root">${page.body}</div>`;
    return this.template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.language)}"`)
      .replace(/\s*<title>[^<]*<\/title>/, (tag) => (ownTitle ? '' : tag))
      .replace(/\s*<meta name="description"[^>]*>/, (tag) => (ownDescription ? '' : tag))
      .replace('</head>', () => `${this.assetTags(page.pageModules)}${this.markedHead(page.head)}\n  </head>`)
      .replace('<div id="root"></div>', () => root);
  }

  /**
   * The page's own head tags, marked: React does not take over tags it finds in <head> when it hydrates part of
   * the page (it adds its own), so the browser removes these first.
   */
  private markedHead(head: string): string {
    return head.replace(/<(title|meta|link)\b/g, (_tag, name: string) => `<${name} ${this.entry.SERVER_HEAD_ATTRIBUTE}`);
  }

  /** Stylesheet links and module preloads of the page modules and what they import, beyond what index.html loads. */
  private assetTags(pageModules: string[]): string {
    const needed = new Set<string>();
    for (const id of pageModules) this.collect(id, needed);
    const tags: string[] = [];
    for (const id of needed) {
      if (this.loadedByIndex.has(id)) continue;
      const chunk = this.manifest[id]!;
      for (const css of chunk.css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
      tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    }
    return tags.map((tag) => `\n    ${tag}`).join('');
  }

  private collect(id: string, into: Set<string>): void {
    if (into.has(id) || !this.manifest[id]) return;
    into.add(id);
    for (const imported of this.manifest[id].imports ?? []) this.collect(imported, into);
  }
}
