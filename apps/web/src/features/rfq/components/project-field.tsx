import { useTranslation } from '@mall/client/lib/use-translation';
import { useProjectChoice } from '@mall/client/rfq/use-project-choice';
import { PROJECT_NAME_MAX_LENGTH } from '@mall/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
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
  const { options, form, add, adding } = useProjectChoice(value, onChange);
  const [open, setOpen] = useState(false);

  const addAndClose = async () => {
    if (await add()) setOpen(false);
  };

  return (
    <>
      <NativeSelect
        label={t('rfq.fields.project_id')}
        name="project_id"
        value={value}
        options={options}
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
            void addAndClose();
          }}
        >
          <FormField
            label={t('rfq.form.projectName')}
            value={form.values.name}
            onValueChange={(name) => form.set('name', name)}
            error={form.error('name')}
            maxLength={PROJECT_NAME_MAX_LENGTH}
            name="project_name"
          />
          <div style={{ padding: '0 16px' }}>
            <Button block color="primary" type="submit" loading={adding}>
              {t('rfq.form.addProject')}
            </Button>
          </div>
        </form>
      </Popup>
    </>
  );
}
