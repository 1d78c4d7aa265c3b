/**
 * Signals a detached child's whole process group (the child leads it), so its own children
 * (emulators' JVMs, a test run, a server's workers) get the signal too. A group that has
 * already gone is not an error: there is nothing left to stop.
 */
export function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has already gone
  }
}
