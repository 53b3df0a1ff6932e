import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/** dayjs's dates (antd's pickers) in the interface language. */
export function setDayjsLocale(chinese: boolean): void {
  dayjs.locale(chinese ? 'zh-cn' : 'en');
}
