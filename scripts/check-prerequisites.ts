/**
 * `tsx scripts/check-prerequisites.ts test|dev` (the `pre` step of `npm test`
 * and `npm run dev`): stops at once, naming what is missing and the command
 * that installs it, when the machine lacks Java, the Firestore emulator or
 * (for the tests) Chromium.
 */
import { findSdkFirestoreJar } from './lib/emulator-stack.ts';
import { missingPrerequisites, missingReport, probeMachine, type Purpose } from './lib/prerequisites.ts';

const purpose: Purpose = process.argv[2] === 'dev' ? 'dev' : 'test';
const report = missingReport(missingPrerequisites(probeMachine(findSdkFirestoreJar), purpose));
if (report) {
  console.error(report);
  process.exit(1);
}
