/**
 * Grants or revokes the admin role (custom claim `role: "admin"`); the same
 * tool as `staff:grant … admin` (scripts/lib/staff-claim.ts says what it does).
 *
 *   npm run admin:grant  -- <email> [--force]       (local emulators, project demo-tailor)
 *   npm run admin:revoke -- <email>
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run admin:grant -- <email> [--project <id>]
 *
 * Without GOOGLE_APPLICATION_CREDENTIALS it talks to the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST, default 127.0.0.1:9099).
 */
import { runTool } from './lib/admin-target.ts';
import { runStaffClaim } from './lib/staff-claim.ts';

runTool('admin-claim', () => runStaffClaim(process.argv.slice(2), 'admin'));
