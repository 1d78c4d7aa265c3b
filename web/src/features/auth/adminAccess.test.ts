import { describe, expect, it, vi } from 'vitest';
import { isAccessDenied, onAdminAccessDenied, reportAdminAccessError } from './adminAccess';

describe('adminAccess', () => {
  it('recognises refusals from Firestore, Storage and the API', () => {
    for (const code of ['permission-denied', 'firestore/permission-denied', 'storage/unauthorized', 'session-revoked', 'admin-required'])
      expect(isAccessDenied({ code }), code).toBe(true);
    for (const error of [{ code: 'unavailable' }, new Error('offline'), null, undefined, 'permission-denied']) expect(isAccessDenied(error)).toBe(false);
  });

  it('tells the listeners about refusals only, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onAdminAccessDenied(listener);
    reportAdminAccessError({ code: 'unavailable' });
    expect(listener).not.toHaveBeenCalled();
    reportAdminAccessError({ code: 'permission-denied' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    reportAdminAccessError({ code: 'permission-denied' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
