/** Runs a bench's main function: its answer is the exit code; a thrown error is printed and exits 1. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
