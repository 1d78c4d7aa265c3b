export interface InstallTimes {
  lockfileMtimeMs: number | null;
  /** node_modules/.package-lock.json's; null when it does not exist. */
  installedMtimeMs: number | null;
}

export function installDecision(times: InstallTimes): { install: boolean; reason: string };
export function readInstallTimes(root: string): InstallTimes;
