/**
 * Spec §7: a request to a URL still pending cancels the earlier one. Keys are
 * "METHOD url" (query strings excluded), so a newer search replaces an older one.
 */
export class PendingRequests {
  private pending = new Map<string, AbortController>();

  static key(method: string | undefined, url: string | undefined): string {
    return `${(method ?? 'get').toUpperCase()} ${(url ?? '').split('?')[0]}`;
  }

  /** Registers a request; an earlier one under the same key is aborted with `reason`. */
  start(key: string, reason: string): AbortController {
    this.pending.get(key)?.abort(reason);
    const controller = new AbortController();
    this.pending.set(key, controller);
    return controller;
  }

  /** Forgets a finished request (only if a newer one has not replaced it). */
  finish(key: string, controller: AbortController): void {
    if (this.pending.get(key) === controller) this.pending.delete(key);
  }

  get size(): number {
    return this.pending.size;
  }
}
