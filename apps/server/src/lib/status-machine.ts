import type { ErrorCode } from '@m/contract';
import { AppError } from './app-error.ts';

/** One allowed move: a record in status `from` that is asked `action` ends in status `to`. */
export type Transition<Status extends string, Action extends string> = readonly [from: Status, action: Action, to: Status];

/** What `step` answers: the status after the action, and whether the action changed the record. */
export type Step<Status extends string> = { to: Status; changed: boolean };

export type StatusMachineDefinition<Status extends string, Action extends string> = {
  /** Names the machine in programming errors (a table that contradicts itself). */
  name: string;
  /** Every allowed move; anything else is refused. One target per status and action. */
  transitions: readonly Transition<Status, Action>[];
  /**
   * Actions asked again of a record they already moved (an operator's second click, a gateway's
   * repeated notification): `step` answers the record as it is instead of refusing.
   */
  repeats?: readonly (readonly [status: Status, action: Action])[];
  /**
   * The refusal's error code: `action.not.allowed` (with `{ status, action }` as its value) unless
   * the domain has a code of its own that its callers already know.
   */
  refusal?: ErrorCode;
};

export type StatusMachine<Status extends string, Action extends string> = {
  readonly name: string;
  readonly transitions: readonly Transition<Status, Action>[];
  /** Whether the table moves `from` on `action`. */
  can(from: Status, action: Action): boolean;
  /** The actions the table allows from `from`, in the table's order. */
  actionsFrom(from: Status): Action[];
  /** The statuses `action` moves, in the table's order (for an update of many records at once). */
  from(action: Action): Status[];
  /** The status `action` moves `from` to; anything the table does not allow is refused with the machine's AppError. */
  transition(from: Status, action: Action): Status;
  /** As `transition`, but a repeat of an action already done answers `{ to: from, changed: false }`. */
  step(from: Status, action: Action): Step<Status>;
};

/**
 * A status machine: one table of allowed transitions (from, action, to) and one `transition` that
 * refuses anything else with a clear AppError. Services read the next status from it instead of
 * testing statuses by hand, so what may happen to a record is written in one place:
 *
 *   const orders = statusMachine({ name: 'order', transitions: [['OPEN', 'pay', 'PAID'], ['OPEN', 'cancel', 'CANCELLED']],
 *     repeats: [['PAID', 'pay']] });
 *   orders.transition('OPEN', 'pay');      // 'PAID'
 *   orders.step('PAID', 'pay');            // { to: 'PAID', changed: false }
 *   orders.transition('CANCELLED', 'pay'); // throws AppError('action.not.allowed', { value: { status: 'CANCELLED', action: 'pay' } })
 */
export function statusMachine<Status extends string, Action extends string>(
  definition: StatusMachineDefinition<Status, Action>,
): StatusMachine<Status, Action> {
  const { name, transitions, repeats = [], refusal = 'action.not.allowed' } = definition;
  const key = (from: Status, action: Action) => `${from}\u0000${action}`;
  const targets = new Map<string, Status>();
  for (const [from, action, to] of transitions) {
    if (targets.has(key(from, action))) throw new Error(`status machine ${name}: ${from} --${action}--> has two targets`);
    targets.set(key(from, action), to);
  }
  const repeated = new Set<string>();
  for (const [status, action] of repeats) {
    if (targets.has(key(status, action))) throw new Error(`status machine ${name}: ${status} --${action}--> is both a transition and a repeat`);
    repeated.add(key(status, action));
  }

  const refuse = (from: Status, action: Action): never => {
    throw new AppError(refusal, refusal === 'action.not.allowed' ? { value: { status: from, action } } : {});
  };

  return {
    name,
    transitions,
    can: (from, action) => targets.has(key(from, action)),
    actionsFrom: (from) => [...new Set(transitions.filter(([source]) => source === from).map(([, action]) => action))],
    from: (action) => [...new Set(transitions.filter(([, asked]) => asked === action).map(([source]) => source))],
    transition: (from, action) => targets.get(key(from, action)) ?? refuse(from, action),
    step(from, action) {
      if (repeated.has(key(from, action))) return { to: from, changed: false };
      return { to: targets.get(key(from, action)) ?? refuse(from, action), changed: true };
    },
  };
}
