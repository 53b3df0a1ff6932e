import { useTranslation } from '@mall/client/lib/use-translation';
import { App } from 'antd';
import { errorText } from './error-text';

/**
 * A one-step change made from a list (delete, reorder, cancel, unlist) with no form to show a
 * refusal in: a message says it is done (`done`, when given) or why it failed. Answers whether it
 * went through.
 */
export function useChangeMessage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (change: Promise<unknown>, done?: string): Promise<boolean> => {
    try {
      await change;
      if (done) void message.success(done);
      return true;
    } catch (error) {
      void message.error(errorText(t, error));
      return false;
    }
  };
}
