import { addForUser } from './addToCart';
import { takePendingAdd } from './pendingAdd';

/** Claims the interrupted Add to Cart for this page, if it is this page's, and carries it out. */
export async function runPendingAdd(uid: string, path: string): Promise<void> {
  const action = takePendingAdd(window.sessionStorage, window.localStorage, path, Date.now());
  if (!action) return;
  await addForUser(uid, { id: action.productId, productName: action.productName }, action.type, action.size);
}
