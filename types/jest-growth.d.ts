// The matcher jest/setup.cjs adds for every test file.
declare namespace jest {
  interface Matchers<R> {
    /** `run(size)` grows about linearly from `small` to `large` items (the fastest of three runs at each size). */
    toGrowLinearly(sizes: { small: number; large: number }): R;
  }
}
