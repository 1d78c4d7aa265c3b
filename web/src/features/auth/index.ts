/**
 * What other features use of auth. Logic only, no stylesheets, so importing
 * it adds nothing a screen does not use (screens and their styles are
 * reached through the routes).
 */
export { useSession } from './session';
export { reportAdminAccessError } from './adminAccess';
export { useSignedInCount } from './useSignedInCount';
