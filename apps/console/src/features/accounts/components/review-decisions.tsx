import { REVIEW_HANDLED_CODES, useReviewAccount } from '@mall/client/console/account/review-account';
import { ApiError } from '@mall/client/lib/api-client';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type AccountDetail, ErrorCode, REVIEW_REASON_MAX_LENGTH } from '@mall/contract';
import { Alert, Button, Card, DatePicker, Form, Input, message, Popconfirm, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

/** Which decisions apply, as the server's review rules say (decision 019). */
function decisionsFor(account: AccountDetail) {
  const renewal = account.status === 'expired' && account.renewal_requested_at !== null;
  return {
    approve: account.status !== 'member',
    reject: account.status === 'pending' || renewal,
    expire: account.status === 'member',
  };
}

/**
 * Approve (member until a date, one year by default), reject (with the reason mailed to the buyer)
 * or expire; each asks for confirmation. When another reviewer decided first, the server answers
 * 60205: the drawer says so, and the list and the account are read again.
 */
export function ReviewDecisions({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const review = useReviewAccount();
  const [until, setUntil] = useState<Dayjs>(() => dayjs().add(1, 'year'));
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const [conflict, setConflict] = useState(false);
  const allowed = decisionsFor(account);
  const company = account.company_name;

  const decide = async (input: {
    decision: 'approve' | 'reject' | 'expire';
    member_until?: string;
    reason?: string;
  }) => {
    setConflict(false);
    try {
      const after = await review.mutateAsync({ id: account.id, seen_status: account.status, ...input });
      const done = {
        approve: t('console.accounts.approve.done', { company, date: after.member_until ?? '' }),
        reject: t('console.accounts.reject.done', { company }),
        expire: t('console.accounts.expire.done', { company }),
      }[input.decision];
      void message.success(done);
      reasonForm.resetFields();
    } catch (error) {
      if (error instanceof ApiError && (REVIEW_HANDLED_CODES as readonly number[]).includes(error.code ?? 0)) {
        setConflict(error.code === ErrorCode.ACCOUNT_REVIEW_CONFLICT);
      }
    }
  };

  if (!allowed.approve && !allowed.reject && !allowed.expire) return null;
  const untilText = until.format('YYYY-MM-DD');

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="review-decisions">
      {conflict && (
        <Alert
          type="warning"
          showIcon
          message={t('console.accounts.conflict')}
          style={{ marginBottom: 12 }}
          data-testid="review-conflict"
        />
      )}
      {allowed.approve && (
        <Form layout="vertical">
          <Form.Item
            label={t('console.accounts.approve.memberUntil')}
            extra={t('console.accounts.approve.memberUntilHint')}
            style={{ marginBottom: allowed.reject ? 24 : 0 }}
          >
            <Space>
              <DatePicker
                value={until}
                allowClear={false}
                onChange={(value) => value && setUntil(value)}
                disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                data-testid="member-until"
              />
              <Popconfirm
                title={t('console.accounts.approve.title', { company })}
                description={t('console.accounts.approve.confirm', { company, date: untilText })}
                okText={t('console.common.confirm')}
                cancelText={t('console.common.cancel')}
                okButtonProps={{ 'data-testid': 'approve-account-confirm' }}
                onConfirm={() => decide({ decision: 'approve', member_until: untilText })}
              >
                <Button type="primary" loading={review.isPending} data-testid="approve-account">
                  {t('console.accounts.actions.approve')}
                </Button>
              </Popconfirm>
            </Space>
          </Form.Item>
        </Form>
      )}
      {allowed.reject && (
        <Form form={reasonForm} layout="vertical">
          <Form.Item
            name="reason"
            label={t('console.accounts.reject.reason')}
            rules={[{ required: true, whitespace: true, message: t('console.accounts.reject.reasonRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={REVIEW_REASON_MAX_LENGTH} showCount data-testid="reject-reason" />
          </Form.Item>
          <RejectButton
            company={company}
            loading={review.isPending}
            validate={() => reasonForm.validateFields().then((fields) => fields.reason.trim())}
            onConfirm={(reason) => decide({ decision: 'reject', reason })}
          />
        </Form>
      )}
      {allowed.expire && (
        <Popconfirm
          title={t('console.accounts.actions.expire')}
          description={t('console.accounts.expire.confirm', { company })}
          okText={t('console.common.confirm')}
          cancelText={t('console.common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => decide({ decision: 'expire' })}
        >
          <Button danger loading={review.isPending} data-testid="expire-account">
            {t('console.accounts.actions.expire')}
          </Button>
        </Popconfirm>
      )}
    </Card>
  );
}

/** The reason is checked before the confirmation opens, so the question is only asked of a complete form. */
function RejectButton(props: {
  company: string;
  loading: boolean;
  validate: () => Promise<string>;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<string | null>(null);
  return (
    <Popconfirm
      open={reason !== null}
      title={t('console.accounts.reject.title', { company: props.company })}
      description={t('console.accounts.reject.confirm', { company: props.company })}
      okText={t('console.common.confirm')}
      cancelText={t('console.common.cancel')}
      okButtonProps={{ danger: true }}
      onCancel={() => setReason(null)}
      onOpenChange={(open) => !open && setReason(null)}
      onConfirm={async () => {
        if (reason !== null) await props.onConfirm(reason);
        setReason(null);
      }}
    >
      <Button
        danger
        loading={props.loading}
        data-testid="reject-account"
        onClick={() => void props.validate().then(setReason, () => setReason(null))}
      >
        {t('console.accounts.actions.reject')}
      </Button>
    </Popconfirm>
  );
}
