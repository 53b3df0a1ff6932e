import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useMoveCategory,
  useReorderCategories,
  useUpdateCategory,
} from '@mall/client/console/catalogue/categories';
import { useTranslation } from '@mall/client/lib/use-translation';
import { CATALOGUE_NAME_MAX_LENGTH, CATEGORY_SLUG_MAX_LENGTH, type ConsoleCategory } from '@mall/contract';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Tree,
  type TreeDataNode,
  Typography,
} from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { useChangeMessage } from '../../../components/use-change-message';
import { CatalogueForm } from '../components/catalogue-form';
import { EditDrawer } from '../components/edit-drawer';
import { MoveButtons } from '../components/move-buttons';
import { categoryName } from '../product-form';
import '../catalogue.css';

interface CategoryFormValues {
  parent_id: number | null;
  slug: string;
  name_en: string;
  name_zh: string;
  recommended: boolean;
}

const FORM_FIELDS = new Set(['parent_id', 'slug', 'name_en', 'name_zh', 'recommended']);

/** `new` under a parent (null: a top category), or a category to change. */
type Editing = { parent_id: number | null } | { category: ConsoleCategory };

/** The two-level category tree in both languages: add, rename, move, order siblings, delete when unused. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const changed = useChangeMessage();
  const categories = useCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>();
  const tree = categories.data ?? [];

  const title = (category: ConsoleCategory, siblings: readonly ConsoleCategory[], index: number) => (
    <Space size={8} data-testid={`category-${category.slug}`}>
      <Typography.Text strong={category.parent_id === null}>{category.name_en}</Typography.Text>
      <Typography.Text type="secondary">{category.name_zh}</Typography.Text>
      <Tag>{category.slug}</Tag>
      {category.recommended && <Tag color="gold">{t('consoleCatalogue.categories.recommended')}</Tag>}
      <Typography.Text type="secondary">
        {t('consoleCatalogue.categories.products', { count: category.product_count })}
      </Typography.Text>
      <Space size={0} onClick={(event) => event.stopPropagation()}>
        <MoveButtons
          items={siblings}
          index={index}
          busy={reorder.isPending}
          onMove={(order) =>
            void changed(
              reorder.mutateAsync({ parent_id: category.parent_id, ids: order.map((sibling) => sibling.id) }),
            )
          }
        />
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('consoleCatalogue.form.edit')}
          onClick={() => setEditing({ category })}
          data-testid="category-edit"
        />
        {category.parent_id === null && (
          <Button
            size="small"
            type="text"
            icon={<PlusOutlined />}
            aria-label={t('consoleCatalogue.categories.addSub')}
            title={t('consoleCatalogue.categories.addSub')}
            onClick={() => setEditing({ parent_id: category.id })}
          />
        )}
        <Popconfirm
          title={t('consoleCatalogue.categories.deleteConfirm', { name: categoryName(category, 'en') })}
          description={t('consoleCatalogue.categories.deleteHint')}
          okText={t('consoleCatalogue.form.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('console.common.cancel')}
          onConfirm={() =>
            changed(
              remove.mutateAsync({ id: category.id, version: category.version }),
              t('consoleCatalogue.categories.deleted'),
            )
          }
        >
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('consoleCatalogue.form.delete')}
          />
        </Popconfirm>
      </Space>
    </Space>
  );

  const nodes = (level: readonly ConsoleCategory[]): TreeDataNode[] =>
    level.map((category, index) => ({
      key: category.id,
      title: title(category, level, index),
      children: nodes(category.children),
    }));

  return (
    <PageContainer
      title={t('consoleCatalogue.categories.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ parent_id: null })}
          data-testid="category-new"
        >
          {t('consoleCatalogue.categories.new')}
        </Button>
      }
    >
      {categories.isError && <LoadError error={categories.error} onRetry={() => void categories.refetch()} />}
      <Card>
        {categories.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : tree.length === 0 ? (
          <Empty description={t('consoleCatalogue.categories.empty')} />
        ) : (
          <Tree blockNode selectable={false} defaultExpandAll treeData={nodes(tree)} data-testid="category-tree" />
        )}
      </Card>
      <CategoryDrawer editing={editing} tree={tree} onClose={() => setEditing(undefined)} />
    </PageContainer>
  );
}

function CategoryDrawer({
  editing,
  tree,
  onClose,
}: {
  editing: Editing | undefined;
  tree: readonly ConsoleCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const category = editing && 'category' in editing ? editing.category : undefined;
  return (
    <EditDrawer
      editing={editing}
      onClose={onClose}
      width={560}
      title={category ? t('consoleCatalogue.categories.editTitle') : t('consoleCatalogue.categories.new')}
      testId="category-drawer"
    >
      {(opened) => <CategoryForm editing={opened} tree={tree} onDone={onClose} />}
    </EditDrawer>
  );
}

function CategoryForm({
  editing,
  tree,
  onDone,
}: {
  editing: Editing;
  tree: readonly ConsoleCategory[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const move = useMoveCategory();
  const category = 'category' in editing ? editing.category : undefined;
  const required = t('consoleCatalogue.form.required');
  // A category with sub-categories stays at the top: two levels at most.
  const parents = tree.filter((top) => top.id !== category?.id);
  const mayMove = !category || category.children.length === 0;

  const save = async (values: CategoryFormValues) => {
    const texts = {
      slug: values.slug.trim(),
      name_en: values.name_en.trim(),
      name_zh: values.name_zh.trim(),
      recommended: values.recommended,
    };
    if (!category) {
      await create.mutateAsync({ ...texts, parent_id: values.parent_id });
      return;
    }
    let version = category.version;
    if ((values.parent_id ?? null) !== category.parent_id) {
      version = ((await move.mutateAsync({ id: category.id, version, parent_id: values.parent_id })) as ConsoleCategory)
        .version;
    }
    await update.mutateAsync({ id: category.id, version, ...texts });
  };

  return (
    <CatalogueForm<CategoryFormValues>
      testId="category"
      fields={FORM_FIELDS}
      busy={create.isPending || update.isPending || move.isPending}
      save={save}
      onDone={onDone}
      initialValues={
        category
          ? {
              parent_id: category.parent_id,
              slug: category.slug,
              name_en: category.name_en,
              name_zh: category.name_zh,
              recommended: category.recommended,
            }
          : {
              parent_id: 'parent_id' in editing ? editing.parent_id : null,
              slug: '',
              name_en: '',
              name_zh: '',
              recommended: false,
            }
      }
    >
      <Form.Item
        name="parent_id"
        label={t('consoleCatalogue.categories.parent')}
        extra={mayMove ? undefined : t('consoleCatalogue.categories.parentFixed')}
      >
        <Select
          disabled={!mayMove}
          options={[
            { value: null, label: t('consoleCatalogue.categories.top') },
            ...parents.map((top) => ({ value: top.id, label: categoryName(top, i18n.language) })),
          ]}
          data-testid="category-parent"
        />
      </Form.Item>
      <div className="catalogue-grid">
        <Form.Item
          name="name_en"
          label={t('consoleCatalogue.categories.name_en')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={CATALOGUE_NAME_MAX_LENGTH} data-testid="category-name-en" />
        </Form.Item>
        <Form.Item
          name="name_zh"
          label={t('consoleCatalogue.categories.name_zh')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={CATALOGUE_NAME_MAX_LENGTH} data-testid="category-name-zh" />
        </Form.Item>
      </div>
      <Form.Item
        name="slug"
        label={t('consoleCatalogue.categories.slug')}
        extra={t('consoleCatalogue.categories.slugHint')}
        rules={[
          { required: true, pattern: /^[a-z0-9][a-z0-9-]*$/, message: t('consoleCatalogue.categories.slugHint') },
        ]}
      >
        <Input maxLength={CATEGORY_SLUG_MAX_LENGTH} data-testid="category-slug" />
      </Form.Item>
      <Form.Item name="recommended" label={t('consoleCatalogue.categories.recommended')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CatalogueForm>
  );
}
