/**
 * Grants or revokes a staff role (scripts/lib/staff-claim.ts says what it does).
 *
 *   npm run staff:grant  -- <email> <admin|tailor> [--force]   (local emulators, project demo-tailor)
 *   npm run staff:revoke -- <email> <admin|tailor>
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run staff:grant -- <email> tailor [--project <id>]
 */
import { runTool } from './lib/admin-target.ts';
import { runStaffClaim } from './lib/staff-claim.ts';

runTool('staff-claim', () => runStaffClaim(process.argv.slice(2)));
