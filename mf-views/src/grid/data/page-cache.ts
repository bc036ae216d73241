/**
 * The pages of rows a grid holds, least recently used first out: scrolling through a million rows keeps memory
 * flat, because only `capacity` pages are ever kept.
 */
export class PageCache<T> {
  private readonly pages = new Map<number, T[]>();

  constructor(readonly capacity: number) {}

  /** A page's rows, marking it as recently used. */
  get(page: number): T[] | undefined {
    const rows = this.pages.get(page);
    if (rows) {
      this.pages.delete(page);
      this.pages.set(page, rows);
    }
    return rows;
  }

  /** Reads without touching the recency order (drawing a row must not keep its page alive by itself). */
  peek(page: number): T[] | undefined {
    return this.pages.get(page);
  }

  has(page: number): boolean {
    return this.pages.has(page);
  }

  set(page: number, rows: T[]): void {
    this.pages.delete(page);
    this.pages.set(page, rows);
    while (this.pages.size > this.capacity) {
      const oldest = this.pages.keys().next().value as number;
      this.pages.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
  }

  /** The pages held, least recently used first. */
  keys(): number[] {
    return [...this.pages.keys()];
  }
}
