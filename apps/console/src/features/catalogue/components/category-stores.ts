import { useCategories } from '@mall/client/console/catalogue/categories';
import { useStores } from '@mall/client/console/catalogue/stores';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGE_SIZE_MAX } from '@mall/contract';
import { categoryOptions } from '../product-form';

/** The category tree and the stores as the product filters and form offer them, in the operator's language. */
export function useCategoryAndStoreOptions() {
  const { i18n } = useTranslation();
  const categories = useCategories();
  const stores = useStores({ page: 1, pageSize: PAGE_SIZE_MAX });
  const zh = i18n.language === 'zh-Hans';
  return {
    tree: categories.data ?? [],
    categoryOptions: categoryOptions(categories.data ?? [], i18n.language),
    storeOptions: (stores.data?.list ?? []).map((store) => ({
      value: store.shop_code,
      label: `${store.shop_code} · ${zh ? store.name_zh : store.name_en}`,
    })),
    loading: categories.isPending || stores.isPending,
  };
}
