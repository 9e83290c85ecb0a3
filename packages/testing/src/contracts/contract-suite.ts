import { describe, it } from 'vitest';

/** What a contract suite hands the factory of the implementation under test. */
export interface ContractOptions {
  /** The clock a store stamps its rows with (`createdAt`, `firstSeen`...); implementations without one ignore it. */
  clock: () => Date;
}

/**
 * One scenario of a contract: it opens as many fresh implementations as it needs through `open` and throws
 * (a failed `expect`) when the implementation breaks the contract. Plain functions, so that a meta-test can run
 * them against a broken implementation and see them fail.
 */
export type ContractScenario<T, O extends object = ContractOptions> = (open: (options?: Partial<O>) => T) => void | Promise<void>;

/** The scenarios of one interface, by the sentence `it` reads them with (`should …`). */
export type ContractScenarios<T, O extends object = ContractOptions> = Readonly<Record<string, ContractScenario<T, O>>>;

/** The factory of the implementation under test: a fresh, empty one on every call. */
export type ContractFactory<T, O extends object = ContractOptions> = (options: O) => T;

const defaultClock = () => new Date('2026-05-25T10:00:00.000Z');

/** Runs `scenario` against fresh implementations from `factory`, closing each (`close()` when it has one) afterwards. */
export async function runContractScenario<T, O extends object = ContractOptions>(scenario: ContractScenario<T, O>, factory: ContractFactory<T, O>): Promise<void> {
  const opened: T[] = [];
  try {
    await scenario((options) => {
      const implementation = factory({ clock: defaultClock, ...options } as unknown as O);
      opened.push(implementation);
      return implementation;
    });
  } finally {
    for (const implementation of opened) (implementation as { close?: () => void } | null)?.close?.();
  }
}

/**
 * The scenarios (by name) that fail against `factory`: what a meta-test reads to check that a broken
 * implementation makes its suite fail.
 */
export async function findFailingScenarios<T, O extends object = ContractOptions>(scenarios: ContractScenarios<T, O>, factory: ContractFactory<T, O>): Promise<string[]> {
  const failing: string[] = [];
  for (const [name, scenario] of Object.entries(scenarios)) {
    try {
      await runContractScenario(scenario, factory);
    } catch {
      failing.push(name);
    }
  }
  return failing;
}

/** Registers one vitest `it` per scenario under `describe(title)`. */
export function describeContract<T, O extends object = ContractOptions>(title: string, scenarios: ContractScenarios<T, O>, factory: ContractFactory<T, O>): void {
  describe(title, () => {
    for (const [name, scenario] of Object.entries(scenarios)) {
      it(name, () => runContractScenario(scenario, factory));
    }
  });
}
