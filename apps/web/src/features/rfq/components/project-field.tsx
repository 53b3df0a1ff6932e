import { ApiError } from '@mall/client/lib/api-client';
import { useSchemaForm } from '@mall/client/lib/schema-form';
import { useAddProject } from '@mall/client/rfq/add-project';
import { useProjects } from '@mall/client/rfq/get-projects';
import { ErrorCode, projectAddBodySchema } from '@mall/contract';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { NativeSelect } from './native-select';

interface ProjectFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The project of the RFQ: the default "General" is chosen at first; a new one can be added here. */
export function ProjectField({ value, onChange, error }: ProjectFieldProps) {
  const { t } = useTranslation();
  const projects = useProjects();
  const adding = useAddProject();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(projectAddBodySchema, { name: '' });
  const list = projects.data?.list ?? [];
  const fallback = list.find((p) => p.is_default)?.id;

  useEffect(() => {
    if (!value && fallback) onChange(String(fallback));
  }, [value, fallback, onChange]);

  const add = async () => {
    const body = form.submit();
    if (!body) return;
    try {
      const project = await adding.mutateAsync(body.name);
      onChange(String(project.id));
      form.reset({ name: '' });
      setOpen(false);
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        (failure.code === ErrorCode.PROJECT_EXISTS || failure.code === ErrorCode.PROJECTS_FULL)
      )
        form.setServerError('name', t(`errors.${failure.code}`));
    }
  };

  return (
    <>
      <NativeSelect
        label={t('rfq.fields.project_id')}
        name="project_id"
        value={value}
        options={list.map((p) => ({
          value: String(p.id),
          label: p.is_default ? t('rfq.form.defaultProject') : p.name,
        }))}
        placeholder={t('rfq.form.chooseProject')}
        onChange={onChange}
        error={error}
        addon={
          <Button fill="outline" color="primary" onClick={() => setOpen(true)} style={{ minHeight: 44 }}>
            {t('rfq.form.newProject')}
          </Button>
        }
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <form
          noValidate
          aria-label={t('rfq.form.newProject')}
          style={{ padding: '8px 0 calc(16px + env(safe-area-inset-bottom))' }}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <FormField
            label={t('rfq.form.projectName')}
            value={form.values.name}
            onValueChange={(name) => form.set('name', name)}
            error={form.error('name')}
            maxLength={50}
            name="project_name"
          />
          <div style={{ padding: '0 16px' }}>
            <Button block color="primary" type="submit" loading={adding.isPending}>
              {t('rfq.form.addProject')}
            </Button>
          </div>
        </form>
      </Popup>
    </>
  );
}
