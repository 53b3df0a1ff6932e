import { useOpenAfterSalesCase } from '@mall/client/after-sales/after-sales-actions';
import {
  type CaseField,
  type CaseValues,
  type ClaimableLine,
  caseBody,
  caseProblems,
  caseProblemText,
  lineKey,
  newCaseValues,
  typeFor,
} from '@mall/client/after-sales/case-form';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import type { AfterSalesDetail, AfterSalesType, UploadedFile } from '@mall/contract';
import { useState } from 'react';

/**
 * The new case's form over the lines that can be claimed: each message shown once its field has been
 * changed or left (or sending tried). Until the buyer picks a type, choosing goods refused at the
 * receipt proposes a replacement. `submit` answers the opened case, or null when refused.
 */
export function useCaseForm(lines: ClaimableLine[], initial: ClaimableLine | undefined) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const opening = useOpenAfterSalesCase();
  const [draft, setDraft] = useState<CaseValues>(() => newCaseValues(initial));
  const [typeChosen, setTypeChosen] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<CaseField>>(new Set());
  const [tried, setTried] = useState(false);
  const line = lines.find((candidate) => lineKey(candidate) === draft.line);
  const problems = caseProblems(draft, line);

  const touch = (field: CaseField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const set = (field: 'quantity' | 'reason' | 'requested_resolution', value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const chooseLine = (key: string) => {
    const chosen = lines.find((candidate) => lineKey(candidate) === key);
    setDraft((current) => ({ ...current, line: key, type: typeChosen ? current.type : typeFor(chosen) }));
    touch('line');
  };

  const chooseType = (type: AfterSalesType) => {
    setDraft((current) => ({ ...current, type }));
    setTypeChosen(true);
    touch('type');
  };

  // Functional updates: several uploads may finish before the form renders again.
  const addFile = (file: UploadedFile) => setDraft((current) => ({ ...current, files: [...current.files, file] }));
  const removeFile = (id: string) =>
    setDraft((current) => ({ ...current, files: current.files.filter((file) => file.id !== id) }));

  const error = (field: CaseField): string | undefined => {
    const problem = problems[field];
    return problem && (tried || touched.has(field)) ? caseProblemText(problem, line, t, unitName) : undefined;
  };

  const submit = async (): Promise<AfterSalesDetail | null> => {
    setTried(true);
    if (!line || Object.keys(problems).length > 0) return null;
    // The server's refusals (window closed, more than received…) are toasted by the API client.
    return opening.mutateAsync(caseBody(draft, line)).catch(() => null);
  };

  return {
    draft,
    line,
    set,
    chooseLine,
    chooseType,
    addFile,
    removeFile,
    touch,
    error,
    submit,
    busy: opening.isPending,
  };
}
