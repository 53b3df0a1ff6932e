import type { Locale } from './constants.js';

/**
 * Field-level messages of SPEC section 5 (and the few the server adds), keyed so that a zod schema
 * shared by page and server can carry the key and each side shows it in the user's language.
 */
const en = {
  companyName: 'Please enter 1-50 characters',
  email: 'Please enter a valid email address',
  city: 'Please enter city name',
  password: 'Please enter 6-18 digits plus letters',
  passwordMismatch: 'Inconsistent password',
  agree: 'Please agree to the User Agreement',
  moq: 'The quantity cannot be less than MOQ',
  groupMoq: 'The group purchase quantity cannot be less than MOQ',
  searchEmpty: 'Search input cannot be empty',
  phone: 'Please enter a valid phone number (digits, spaces, +, - and brackets)',
  country: 'Please choose a country or region',
  contactName: 'Please enter the contact name (1-50 characters)',
  position: 'Please enter at most 50 characters',
  website: 'Please enter a valid website address, for example https://example.com',
  tooLong: 'This text is too long',
  catalogueName: 'Please enter 1-100 characters',
  slug: 'Please enter 1-64 lower-case letters, digits or hyphens',
  shopCode: 'Please enter 1-16 capital letters or digits',
  storeScore: 'Please enter a score from 0 to 5 with at most one decimal',
  bannerLink: 'Please enter a storefront path starting with /, or leave it empty',
  picture: 'Please upload a picture',
  pictureWidth: 'Only a picture is served at a width; leave the width out for a document',
  groupPrice: 'Please enter a price above 0 with at most 2 decimals',
  groupPriceMissing: 'Please enter a group price for at least one market',
  endsAfterStart: 'The end must be after the start',
  dateTime: 'Please enter a date and time (ISO 8601, with time zone)',
  quantity: 'Please enter a whole number from 1 to 1,000,000',
  rfqName: 'Please enter the RFQ name (1-100 characters)',
  mainPicture: 'Please upload the main picture',
  project: 'Please select a project',
  unit: 'Please choose a unit',
  budget: 'Please enter the budget as a number of 0 or more, with at most 2 decimals',
  deadline: 'Please choose a future date, within a year',
  projectName: 'Please enter a project name (1-50 characters)',
  message: 'Please enter a message (1-1000 characters)',
  rfqSelect: 'Please select the RFQ to cancel',
  operatorPassword: 'Please enter 10-128 characters',
  operatorName: 'Please enter the name (1-50 characters)',
  memberUntil: 'Please choose a date from today on (YYYY-MM-DD)',
  reviewReason: 'Please give the reason (1-500 characters)',
  amount: 'Please enter an amount of 0 or more with at most 2 decimals',
  date: 'Please enter a valid date (YYYY-MM-DD)',
  dateRange: 'The end date cannot be before the start date',
  timeZone: 'This is not a time zone (say Asia/Shanghai or Europe/Berlin)',
  productName: 'Please enter the name (1-200 characters)',
  productCode: 'Please enter a 13-digit EAN-13 code with a valid check digit',
  productCodeTaken: 'This product code is already used by another product',
  productPrice: 'Please enter a price from 0.01 to 10,000,000 with at most 2 decimals',
  discountAboveOriginal: 'The discounted price cannot be higher than the original price',
  leadTime: 'Please enter a lead time of 0 to 365 days',
  markets: 'Please choose at least one market (en, cn)',
  subCategory: 'Please choose an existing sub-category',
  store: 'Please choose an existing store',
  videoUrl: 'Please enter an https:// video link (at most 500 characters)',
  productImages: "Please keep 1 to 10 of the product's own pictures",
  csvImages: "Pictures must be the mall's own (/media/...), separated by |",
  listed: 'Please enter true or false',
  csvDuplicateCode: 'This product code already appears on an earlier row of the file',
};

export type ValidationKey = keyof typeof en;

const zhHans: Record<ValidationKey, string> = {
  companyName: '请输入1-50个字符',
  email: '请输入有效的邮箱地址',
  city: '请输入城市名称',
  password: '请输入6-18位数字加字母',
  passwordMismatch: '两次输入的密码不一致',
  agree: '请同意用户协议',
  moq: '数量不能少于最小起订量',
  groupMoq: '团购数量不能少于最小起订量',
  searchEmpty: '搜索内容不能为空',
  phone: '请输入有效的电话号码（数字、空格、+、- 和括号）',
  country: '请选择国家或地区',
  contactName: '请输入联系人姓名（1-50个字符）',
  position: '最多输入50个字符',
  website: '请输入有效的网址，例如 https://example.com',
  tooLong: '内容过长',
  catalogueName: '请输入1-100个字符',
  slug: '请输入1-64个小写字母、数字或连字符',
  shopCode: '请输入1-16个大写字母或数字',
  storeScore: '请输入0到5之间的评分，最多1位小数',
  bannerLink: '请输入以 / 开头的商城路径，或留空',
  picture: '请上传图片',
  pictureWidth: '只有图片可以按宽度提供；文档请不要指定宽度',
  groupPrice: '请输入大于0的价格，最多2位小数',
  groupPriceMissing: '请至少为一个市场填写团购价',
  endsAfterStart: '结束时间必须晚于开始时间',
  dateTime: '请输入日期和时间（ISO 8601，含时区）',
  quantity: '请输入1至1,000,000之间的整数',
  rfqName: '请输入询价单名称（1-100个字符）',
  mainPicture: '请上传主图',
  project: '请选择项目',
  unit: '请选择单位',
  budget: '请输入0或以上的预算金额，最多2位小数',
  deadline: '请选择今天之后一年以内的日期',
  projectName: '请输入项目名称（1-50个字符）',
  message: '请输入留言（1-1000个字符）',
  rfqSelect: '请选择要取消的询价单',
  operatorPassword: '请输入10-128个字符',
  operatorName: '请输入姓名（1-50个字符）',
  memberUntil: '请选择今天或之后的日期（YYYY-MM-DD）',
  reviewReason: '请填写原因（1-500个字符）',
  amount: '请输入0或以上的金额，最多2位小数',
  date: '请输入有效日期（YYYY-MM-DD）',
  dateRange: '结束日期不能早于开始日期',
  timeZone: '时区无效（例如 Asia/Shanghai 或 Europe/Berlin）',
  productName: '请输入名称（1-200个字符）',
  productCode: '请输入校验位正确的13位 EAN-13 编码',
  productCodeTaken: '该商品编码已被其他商品使用',
  productPrice: '请输入0.01至10,000,000之间的价格，最多2位小数',
  discountAboveOriginal: '折后价不能高于原价',
  leadTime: '请输入0至365天的交货期',
  markets: '请至少选择一个市场（en、cn）',
  subCategory: '请选择已有的二级分类',
  store: '请选择已有的店铺',
  videoUrl: '请输入以 https:// 开头的视频链接（最多500个字符）',
  productImages: '请保留该商品自己的1至10张图片',
  csvImages: '图片必须是商城内的图片（/media/...），用 | 分隔',
  listed: '请填写 true 或 false',
  csvDuplicateCode: '该商品编码已出现在文件的前面一行',
};

export const VALIDATION_MESSAGES: Record<Locale, Record<ValidationKey, string>> = { en, 'zh-Hans': zhHans };

/** Prefix that marks a zod issue message as a key of VALIDATION_MESSAGES. */
export const VALIDATION_KEY_PREFIX = 'v:';

export function validationKey(key: ValidationKey): string {
  return `${VALIDATION_KEY_PREFIX}${key}`;
}

/** The user's text for a zod issue message: a known key is translated, anything else passes through. */
export function validationText(message: string, locale: Locale): string {
  if (!message.startsWith(VALIDATION_KEY_PREFIX)) return message;
  const key = message.slice(VALIDATION_KEY_PREFIX.length) as ValidationKey;
  return VALIDATION_MESSAGES[locale][key] ?? message;
}
