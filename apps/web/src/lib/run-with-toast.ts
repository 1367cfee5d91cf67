import { errorMessage } from './api-errors.ts';
import { toast } from './toast.ts';

/**
 * A button's action: its success told in a toast, or the API's Spanish reason. The failure is rethrown
 * for callers that need it (a confirmation that stays open); buttons add `.catch(() => undefined)`.
 */
export async function runWithToast(action: () => Promise<unknown>, ok: string): Promise<void> {
  try {
    await action();
    toast.success(ok);
  } catch (err) {
    toast.error(errorMessage(err, 'No fue posible completar la acción'));
    throw err;
  }
}
