/**
 * jsdom has no IntersectionObserver. This one reports every observed element as near (inside
 * the root margin) or far, as the test sets it with `setNear`, like a browser at once on
 * `observe` and on every change.
 */
export class FakeIntersectionObserver {
  static readonly observers = new Set<FakeIntersectionObserver>();
  static near = true;
  private readonly targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}

  static setNear(near: boolean) {
    FakeIntersectionObserver.near = near;
    for (const observer of FakeIntersectionObserver.observers) observer.report();
  }

  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.observers.add(this);
    this.report();
  }

  disconnect() {
    FakeIntersectionObserver.observers.delete(this);
  }

  private report() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: FakeIntersectionObserver.near }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
