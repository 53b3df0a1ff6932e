import { useTranslation } from '@mall/client/lib/use-translation';
import { checkMoq, type Locale, QUANTITY_MAX, VALIDATION_MESSAGES, type ValidationKey } from '@mall/contract';
import { useCallback, useMemo, useState } from 'react';

/**
 * A quantity as the buyer sees it: the text on screen, and whether it may be ordered. One rule on
 * every quantity input (docs/decisions/015): what is on screen is what would be submitted, so a
 * refused text is kept as typed, nothing can be submitted until it is fixed, and the steppers move
 * to the nearest quantity that may be ordered.
 */
export interface MoqQuantity {
  moq: number;
  kind: 'product' | 'group';
  text: string;
  /** The quantity to submit, or null while the text may not be ordered. */
  quantity: number | null;
  /** Why the text may not be ordered (a SPEC validation message key), or null. */
  problem: ValidationKey | null;
  type(text: string): void;
  step(delta: 1 | -1): void;
  /** Shows a quantity the server now holds (a cart line saved elsewhere). */
  reset(quantity: number): void;
}

/** One step from what is typed: below the MOQ (or unreadable) goes to the MOQ, past the maximum to the maximum. */
export function steppedQuantity(text: string, moq: number, delta: 1 | -1): number {
  if (!/^\s*-?\d+\s*$/.test(text)) return moq;
  const typed = Number(text);
  if (typed < moq) return moq;
  return Math.min(QUANTITY_MAX, Math.max(moq, typed + delta));
}

export function useMoqQuantity(moq: number, kind: 'product' | 'group', start: number = moq): MoqQuantity {
  const [text, setText] = useState(String(start));
  const problem = checkMoq(text, moq, kind);
  const step = useCallback((delta: 1 | -1) => setText((now) => String(steppedQuantity(now, moq, delta))), [moq]);
  const reset = useCallback((quantity: number) => setText(String(quantity)), []);
  return useMemo(
    () => ({
      moq,
      kind,
      text,
      quantity: problem === null ? Number(text) : null,
      problem,
      type: setText,
      step,
      reset,
    }),
    [moq, kind, text, problem, step, reset],
  );
}

/** The SPEC message of a refused quantity, in the user's language; null when it may be ordered. */
export function useQuantityProblem(state: MoqQuantity): string | null {
  const { i18n } = useTranslation();
  const lang: Locale = i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en';
  return state.problem ? VALIDATION_MESSAGES[lang][state.problem] : null;
}
