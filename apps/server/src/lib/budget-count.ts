/** One call taken from a budget: the calls of its window so far (over its `max`: refused), and the milliseconds the window has left. */
export type BudgetCount = { current: number; ttl: number };
