import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, type Project, projectAddBodySchema } from '@mall/contract';
import { useEffect } from 'react';
import { ApiError } from '../lib/api-client';
import { useSchemaForm } from '../lib/schema-form';
import { useAddProject } from './add-project';
import { useProjects } from './get-projects';

/** Codes the new-project form shows under its name field. */
const ADD_PROJECT_FIELD_CODES: readonly number[] = [ErrorCode.PROJECT_EXISTS, ErrorCode.PROJECTS_FULL];

/**
 * The project of an RFQ on every site: the buyer's projects as choices (the default one under its
 * translated name), the default chosen while none is, and a new project added by name and chosen.
 * `add` answers whether the project was added (the name's message shows otherwise).
 */
export function useProjectChoice(value: string, onChange: (value: string) => void) {
  const { t } = useTranslation();
  const projects = useProjects();
  const adding = useAddProject();
  const form = useSchemaForm(projectAddBodySchema, { name: '' });
  const list: Project[] = projects.data?.list ?? [];
  const fallback = list.find((p) => p.is_default)?.id;

  useEffect(() => {
    if (!value && fallback) onChange(String(fallback));
  }, [value, fallback, onChange]);

  const add = async (): Promise<boolean> => {
    const body = form.submit();
    if (!body) return false;
    try {
      const project = await adding.mutateAsync(body.name);
      onChange(String(project.id));
      form.reset({ name: '' });
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.code !== undefined && ADD_PROJECT_FIELD_CODES.includes(failure.code))
        form.setServerError('name', t(`errors.${failure.code}`));
      return false;
    }
  };

  return {
    options: list.map((p) => ({ value: String(p.id), label: p.is_default ? t('rfq.form.defaultProject') : p.name })),
    loading: projects.isPending,
    form,
    add,
    adding: adding.isPending,
  };
}
