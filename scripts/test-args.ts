/** The steps `npm test -- <step...>` may name, in the order they run. */
export const TEST_STEPS = ["typecheck", "lint", "unit", "e2e"] as const

/**
 * The steps named on the command line (none: all of them), or why they are refused: a typo such as
 * `unti` must not run nothing and report `0 passed, 0 failed`.
 */
export const parseTestSteps = (
  args: ReadonlyArray<string>,
): { readonly steps: ReadonlyArray<string> } | { readonly error: string } => {
  const unknown = args.filter((arg) => !(TEST_STEPS as ReadonlyArray<string>).includes(arg))
  if (unknown.length === 0) return { steps: args }
  const names = unknown.map((arg) => `'${arg}'`).join(", ")
  return {
    error: `npm test: unknown step ${names}; the steps are ${TEST_STEPS.join(", ")} (none: all of them)`,
  }
}
