import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useProjectChoice } from '@mall/client/rfq/use-project-choice';
import { PROJECT_NAME_MAX_LENGTH } from '@mall/contract';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { fieldStatus } from './field-status';

interface ProjectSelectProps {
  /** The select's id, which its label names (the RFQ form's by default). */
  id?: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/**
 * The project of an RFQ or a purchase plan: the default one is chosen at first; a new one is added
 * in a dialog and chosen.
 */
export function ProjectSelect({ id = 'rfq-project_id', value, onChange, error }: ProjectSelectProps) {
  const { t } = useTranslation();
  const { options, loading, form, add, adding } = useProjectChoice(value, onChange);
  const [open, setOpen] = useState(false);
  const nameError = form.error('name');
  // Until the list has loaded, the placeholder rather than a bare project id.
  const shown = options.some((option) => option.value === value) ? value : undefined;

  const addAndClose = async () => {
    if (await add()) setOpen(false);
  };

  return (
    <>
      <Form.Item label={t('rfq.fields.project_id')} htmlFor={id} {...fieldStatus(error)}>
        <Space.Compact block>
          <Select
            id={id}
            value={shown}
            options={options}
            loading={loading}
            placeholder={t('rfq.form.chooseProject')}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
          />
          <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="rfq-new-project">
            {t('rfq.form.newProject')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Modal
        open={open}
        title={t('rfq.form.newProject')}
        okText={t('rfq.form.addProject')}
        confirmLoading={adding}
        onOk={() => void addAndClose()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" noValidate onFinish={() => void addAndClose()}>
          <Form.Item label={t('rfq.form.projectName')} htmlFor={`${id}-new`} {...fieldStatus(nameError)}>
            <Input
              id={`${id}-new`}
              value={form.values.name}
              maxLength={PROJECT_NAME_MAX_LENGTH}
              autoFocus
              aria-invalid={nameError ? true : undefined}
              onChange={(event) => form.set('name', event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
