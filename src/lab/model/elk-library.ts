import ELK from 'elkjs/lib/elk.bundled.js';

/**
 * The layout engine, loaded on first use as a chunk of its own (about 1.6 MB): the lab's first paint does
 * not wait for it, and the service worker caches it when first fetched instead of precaching it for every
 * visitor of the portal. It runs in the page; the machines' diagrams are small.
 */
export function createLayoutEngine() {
  return new ELK();
}
