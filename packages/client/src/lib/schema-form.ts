import { useTranslation } from '@mall/client/lib/use-translation';
import { type Locale, validationText } from '@mall/contract';
import { useCallback, useMemo, useState } from 'react';
import { useLocale } from './locale';

/** What the form needs of a zod schema; structural, so that zod stays the contract's dependency. */
export interface SafeParser<Out> {
  safeParse(
    value: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<FormIssue> } };
}

export interface FormIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  minimum?: unknown;
}

type Translate = (key: string) => string;

/**
 * The user's text for an issue: the contract's message key in the interface language; a schema
 * without a key of its own (a plain `min(1)`) gets a generic "required" or "not valid".
 */
export function issueText(issue: FormIssue, locale: Locale, t: Translate): string {
  const text = validationText(issue.message, locale);
  if (text !== issue.message) return text;
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1) return t('form.required');
  return t('form.invalid');
}

/** The first issue of each top-level field. */
export function fieldIssues(issues: ReadonlyArray<FormIssue>): Record<string, FormIssue> {
  const byField: Record<string, FormIssue> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in byField)) byField[field] = issue;
  }
  return byField;
}

export interface SchemaForm<K extends string, Out> {
  values: Record<K, string>;
  set(field: K, value: string): void;
  /** Marks a field as visited (blur) so that its message shows even before it is changed. */
  touch(field: K): void;
  /** The message under a field: shown once the user has typed in it (or tried to submit). */
  error(field: K): string | undefined;
  /** A message from the server for a field (60113 under the code, say); cleared when the field changes. */
  setServerError(field: K, message: string): void;
  /** Validates everything and shows every message; the parsed body when valid. */
  submit(): Out | null;
  reset(values: Record<K, string>): void;
}

/**
 * A form validated by the contract's own zod schema, as the user types: the page and the server
 * apply the same rules and say the same words.
 */
export function useSchemaForm<K extends string, Out>(
  schema: SafeParser<Out>,
  initial: Record<K, string>,
): SchemaForm<K, Out> {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});

  const issues = useMemo(() => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldIssues(result.error.issues);
  }, [schema, values]);

  const set = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    setServerErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  }, []);

  const touch = useCallback((field: K) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const error = (field: K): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    if (!submitted && !touched.has(field)) return undefined;
    const issue = issues[field];
    return issue ? issueText(issue, locale, t) : undefined;
  };

  const setServerError = useCallback((field: K, message: string) => {
    setServerErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const submit = (): Out | null => {
    setSubmitted(true);
    const result = schema.safeParse(values);
    return result.success ? result.data : null;
  };

  const reset = useCallback((next: Record<K, string>) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return { values, set, touch, error, setServerError, submit, reset };
}
