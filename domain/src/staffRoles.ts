/**
 * The staff roles a custom claim `role` may hold. A module of its own, with no
 * imports: the claim tool loads it in a second, not the whole domain.
 */
export const STAFF_ROLES = ['admin', 'tailor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
