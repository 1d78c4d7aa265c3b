export const REGION = 'asia-south1';

/** True inside the functions emulator (set by firebase-tools). */
export const IN_EMULATOR = process.env.FUNCTIONS_EMULATOR === 'true';
