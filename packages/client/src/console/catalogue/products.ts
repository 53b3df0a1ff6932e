import {
  ErrorCode,
  type Page,
  type ProductAdminDetail,
  type ProductAdminItem,
  type ProductCreateBody,
  type ProductFilter,
  type ProductUpdateBody,
} from '@mall/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { postFile } from './post-file';

const PRODUCTS_PATH: ConsoleApiPath<'products'> = '/api/console/v1/products';
const DETAIL_PATH: ConsoleApiPath<'productDetail'> = '/api/console/v1/products/detail';
const CREATE_PATH: ConsoleApiPath<'productCreate'> = '/api/console/v1/products/create';
const UPDATE_PATH: ConsoleApiPath<'productUpdate'> = '/api/console/v1/products/update';
const LISTING_PATH: ConsoleApiPath<'productListing'> = '/api/console/v1/products/listing';
const IMAGE_UPLOAD_PATH: ConsoleApiPath<'productImageUpload'> = '/api/console/v1/products/images';
const IMAGES_ARRANGE_PATH: ConsoleApiPath<'productImagesArrange'> = '/api/console/v1/products/images/arrange';

/** Every product list and detail; a change reads them again. */
export const PRODUCTS_QUERY_KEY = ['console', 'products'] as const;

/** What the product form and the picture tools show themselves (at the fields, in the drawer). */
export const PRODUCT_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.PRODUCT_CHANGED,
  ErrorCode.PRODUCT_IMAGES_FULL,
  ErrorCode.PRODUCT_IMAGE_NOT_FOUND,
] as const;

export interface ProductListQuery extends ProductFilter {
  page: number;
  pageSize: number;
}

export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<Page<ProductAdminItem>> {
  return request<Page<ProductAdminItem>>(PRODUCTS_PATH, { query: { ...query }, hideLoading: true, signal });
}

export function getProductDetail(id: number, signal?: AbortSignal): Promise<ProductAdminDetail> {
  return request<ProductAdminDetail>(DETAIL_PATH, { query: { id }, hideLoading: true, signal });
}

export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function productDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getProductDetail(id, signal),
  });
}

export function useProducts(query: ProductListQuery, enabled = true) {
  return useQuery({ ...productsQueryOptions(query), enabled });
}

export function useProductDetail(id: number | undefined) {
  return useQuery({ ...productDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}

export function createProduct(body: ProductCreateBody): Promise<ProductAdminDetail> {
  return request(CREATE_PATH, { json: body, hideLoading: true, handledCodes: PRODUCT_HANDLED_CODES });
}

export function updateProduct(body: ProductUpdateBody): Promise<ProductAdminDetail> {
  return request(UPDATE_PATH, { json: body, hideLoading: true, handledCodes: PRODUCT_HANDLED_CODES });
}

export function setProductListing(body: { id: number; version: number; listed: boolean }): Promise<ProductAdminDetail> {
  return request(LISTING_PATH, { json: body, hideLoading: true, handledCodes: PRODUCT_HANDLED_CODES });
}

/** The pictures to keep, in order (the first is the main one); those left out are removed. */
export function arrangeProductImages(body: { id: number; version: number; images: string[] }) {
  return request<ProductAdminDetail>(IMAGES_ARRANGE_PATH, {
    json: body,
    hideLoading: true,
    handledCodes: PRODUCT_HANDLED_CODES,
  });
}

export function uploadProductImage(id: number, file: Blob): Promise<ProductAdminDetail> {
  return postFile<ProductAdminDetail>(IMAGE_UPLOAD_PATH, { id: String(id), file });
}

/** A product change puts the answer (the new detail) in place and reads the lists again. */
function useProductChange<I>(change: (input: I) => Promise<ProductAdminDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => queryClient.setQueryData(productDetailQueryOptions(detail.id).queryKey, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...PRODUCTS_QUERY_KEY, 'list'] }),
  });
}

export const useCreateProduct = () => useProductChange(createProduct);
export const useUpdateProduct = () => useProductChange(updateProduct);
export const useSetProductListing = () => useProductChange(setProductListing);
export const useArrangeProductImages = () => useProductChange(arrangeProductImages);
export const useUploadProductImage = () =>
  useProductChange((input: { id: number; file: Blob }) => uploadProductImage(input.id, input.file));
